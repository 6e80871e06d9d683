// `npm run eval:answers [-- --set quality|dev|own|fresh|fresh2|...|fresh345]`:
// the analyst's quality set against the demo notebook (fails the command below its required accuracy),
// then the development set's questions, our own, and our three fresh sets (first-try measures on unseen
// wording, the second in the voices of an editor, an analyst and a researcher, the third of a student
// researcher, a data desk journalist and a community activist) and twenty-four sets written blind (the fourth
// of a newspaper editor, a court reporter and a policy researcher, the fifth of a radio producer, a GBV
// NGO analyst and a legislature staffer, the sixth of an insurance analyst, a fact-checker and a
// community policing forum member, the seventh of a legal-aid candidate attorney, a farmers'
// organisation's rural safety coordinator and a private security control-room manager, the eighth of a
// municipal councillor's researcher, a consulate's security officer and a mineworkers' union health and
// safety officer, the ninth of a crime statistician, a true-crime podcast producer and a wildlife
// conservation trust's investigator, the tenth of an investigative editor at a non-profit newsroom, a
// legal NGO's court watcher and a university criminology lecturer, the eleventh of a municipal safety
// officer, a children's rights advocate and a police staff union official, the twelfth of a provincial
// community-safety department analyst, a wire-service sub-editor and a school-safety researcher, the
// thirteenth of an emergency-medicine trauma researcher, a trucking association's safety manager and a
// local TV news producer, the fourteenth of a human rights commission monitor, a shopping-centre retail
// crime risk analyst and a foreign correspondent, the fifteenth of an NPA prosecutor's office researcher,
// a victim-support volunteer coordinator and a data-visualisation freelancer, the sixteenth of a provincial
// legislature portfolio-committee researcher, an investigative podcast fact-checker and a Grade 12 learner
// doing a school project, the seventeenth of a municipal disaster-management officer, a gender-based-violence
// shelter manager and an insurance claims investigator, the eighteenth of a rural development NGO officer, a
// sports journalist turned crime reporter and a research council statistician, the nineteenth of a township
// community radio station's news editor, a university ethics-board reviewer and a private investigator, the
// twentieth of a city councillor's constituency office clerk, a public-health epidemiologist and a magazine
// features writer, the twenty-first of a retired police colonel writing a memoir, a humanitarian NGO's
// protection officer and a high-school civics teacher, the twenty-second of a parliamentary journalist
// covering the police portfolio committee, a Twitter/X crime-stats account owner and a security guards'
// union shop steward, the twenty-third of a provincial health department trauma-unit planner, a crime
// documentary's film researcher and a suburban neighbourhood watch volunteer, the twenty-fourth of a
// prosecutor preparing bail opposition statistics, a data-journalism trainer and a foreign embassy's
// travel-advisory analyst, the twenty-fifth of an agricultural union's rural safety desk officer, a crime
// novelist checking realism and a municipal ward committee member, the twenty-sixth of a medical examiner's
// office statistician, a youth-development NGO worker and a tabloid sub-editor, the twenty-seventh of a
// police reservist training officer, an academic writing a journal article and a victims' helpline
// call-centre agent) over its two notebooks of real releases, ingested and asked through the API
// (accuracy reported only).
import { parseArgs } from 'node:util';
import { analyse } from '../answering';
import { askEvery, reportAnswers } from '../eval/answer-sets';
import { openDevNotebooks } from '../eval/dev-notebooks';
import { DEV_SET_DIR, devSetFile, readDevQuestions, readDevReleases } from '../eval/dev-set';
import { freshQuestionCases } from '../eval/fresh-questions';
import { fresh2QuestionCases } from '../eval/fresh2-questions';
import { fresh3QuestionCases } from '../eval/fresh3-questions';
import { fresh4QuestionCases } from '../eval/fresh4-questions';
import { fresh5QuestionCases } from '../eval/fresh5-questions';
import { fresh6QuestionCases } from '../eval/fresh6-questions';
import { fresh7QuestionCases } from '../eval/fresh7-questions';
import { fresh8QuestionCases } from '../eval/fresh8-questions';
import { fresh9QuestionCases } from '../eval/fresh9-questions';
import { fresh10QuestionCases } from '../eval/fresh10-questions';
import { fresh11QuestionCases } from '../eval/fresh11-questions';
import { fresh12QuestionCases } from '../eval/fresh12-questions';
import { fresh13QuestionCases } from '../eval/fresh13-questions';
import { fresh14QuestionCases } from '../eval/fresh14-questions';
import { fresh15QuestionCases } from '../eval/fresh15-questions';
import { fresh16QuestionCases } from '../eval/fresh16-questions';
import { fresh17QuestionCases } from '../eval/fresh17-questions';
import { fresh18QuestionCases } from '../eval/fresh18-questions';
import { fresh19QuestionCases } from '../eval/fresh19-questions';
import { fresh20QuestionCases } from '../eval/fresh20-questions';
import { fresh21QuestionCases } from '../eval/fresh21-questions';
import { fresh22QuestionCases } from '../eval/fresh22-questions';
import { fresh23QuestionCases } from '../eval/fresh23-questions';
import { fresh24QuestionCases } from '../eval/fresh24-questions';
import { fresh25QuestionCases } from '../eval/fresh25-questions';
import { fresh26QuestionCases } from '../eval/fresh26-questions';
import { fresh27QuestionCases } from '../eval/fresh27-questions';
import { fresh28QuestionCases } from '../eval/fresh28-questions';
import { fresh29QuestionCases } from '../eval/fresh29-questions';
import { fresh30QuestionCases } from '../eval/fresh30-questions';
import { fresh31QuestionCases } from '../eval/fresh31-questions';
import { fresh32QuestionCases } from '../eval/fresh32-questions';
import { fresh33QuestionCases } from '../eval/fresh33-questions';
import { fresh34QuestionCases } from '../eval/fresh34-questions';
import { fresh35QuestionCases } from '../eval/fresh35-questions';
import { fresh36QuestionCases } from '../eval/fresh36-questions';
import { fresh37QuestionCases } from '../eval/fresh37-questions';
import { fresh38QuestionCases } from '../eval/fresh38-questions';
import { fresh39QuestionCases } from '../eval/fresh39-questions';
import { fresh40QuestionCases } from '../eval/fresh40-questions';
import { fresh41QuestionCases } from '../eval/fresh41-questions';
import { fresh42QuestionCases } from '../eval/fresh42-questions';
import { fresh43QuestionCases } from '../eval/fresh43-questions';
import { fresh44QuestionCases } from '../eval/fresh44-questions';
import { fresh45QuestionCases } from '../eval/fresh45-questions';
import { fresh46QuestionCases } from '../eval/fresh46-questions';
import { fresh47QuestionCases } from '../eval/fresh47-questions';
import { fresh48QuestionCases } from '../eval/fresh48-questions';
import { fresh49QuestionCases } from '../eval/fresh49-questions';
import { fresh50QuestionCases } from '../eval/fresh50-questions';
import { fresh51QuestionCases } from '../eval/fresh51-questions';
import { fresh52QuestionCases } from '../eval/fresh52-questions';
import { fresh53QuestionCases } from '../eval/fresh53-questions';
import { fresh54QuestionCases } from '../eval/fresh54-questions';
import { fresh55QuestionCases } from '../eval/fresh55-questions';
import { fresh56QuestionCases } from '../eval/fresh56-questions';
import { fresh57QuestionCases } from '../eval/fresh57-questions';
import { fresh58QuestionCases } from '../eval/fresh58-questions';
import { fresh59QuestionCases } from '../eval/fresh59-questions';
import { fresh60QuestionCases } from '../eval/fresh60-questions';
import { fresh61QuestionCases } from '../eval/fresh61-questions';
import { fresh62QuestionCases } from '../eval/fresh62-questions';
import { fresh63QuestionCases } from '../eval/fresh63-questions';
import { fresh64QuestionCases } from '../eval/fresh64-questions';
import { fresh65QuestionCases } from '../eval/fresh65-questions';
import { fresh66QuestionCases } from '../eval/fresh66-questions';
import { fresh67QuestionCases } from '../eval/fresh67-questions';
import { fresh68QuestionCases } from '../eval/fresh68-questions';
import { fresh69QuestionCases } from '../eval/fresh69-questions';
import { fresh70QuestionCases } from '../eval/fresh70-questions';
import { fresh71QuestionCases } from '../eval/fresh71-questions';
import { fresh72QuestionCases } from '../eval/fresh72-questions';
import { fresh73QuestionCases } from '../eval/fresh73-questions';
import { fresh74QuestionCases } from '../eval/fresh74-questions';
import { fresh75QuestionCases } from '../eval/fresh75-questions';
import { fresh76QuestionCases } from '../eval/fresh76-questions';
import { fresh77QuestionCases } from '../eval/fresh77-questions';
import { fresh78QuestionCases } from '../eval/fresh78-questions';
import { fresh79QuestionCases } from '../eval/fresh79-questions';
import { fresh80QuestionCases } from '../eval/fresh80-questions';
import { fresh81QuestionCases } from '../eval/fresh81-questions';
import { fresh82QuestionCases } from '../eval/fresh82-questions';
import { fresh83QuestionCases } from '../eval/fresh83-questions';
import { fresh84QuestionCases } from '../eval/fresh84-questions';
import { fresh85QuestionCases } from '../eval/fresh85-questions';
import { fresh86QuestionCases } from '../eval/fresh86-questions';
import { fresh87QuestionCases } from '../eval/fresh87-questions';
import { fresh88QuestionCases } from '../eval/fresh88-questions';
import { fresh89QuestionCases } from '../eval/fresh89-questions';
import { fresh90QuestionCases } from '../eval/fresh90-questions';
import { fresh91QuestionCases } from '../eval/fresh91-questions';
import { fresh92QuestionCases } from '../eval/fresh92-questions';
import { fresh93QuestionCases } from '../eval/fresh93-questions';
import { fresh94QuestionCases } from '../eval/fresh94-questions';
import { fresh95QuestionCases } from '../eval/fresh95-questions';
import { fresh96QuestionCases } from '../eval/fresh96-questions';
import { fresh97QuestionCases } from '../eval/fresh97-questions';
import { fresh98QuestionCases } from '../eval/fresh98-questions';
import { fresh99QuestionCases } from '../eval/fresh99-questions';
import { fresh100QuestionCases } from '../eval/fresh100-questions';
import { fresh101QuestionCases } from '../eval/fresh101-questions';
import { fresh102QuestionCases } from '../eval/fresh102-questions';
import { fresh103QuestionCases } from '../eval/fresh103-questions';
import { fresh104QuestionCases } from '../eval/fresh104-questions';
import { fresh105QuestionCases } from '../eval/fresh105-questions';
import { fresh106QuestionCases } from '../eval/fresh106-questions';
import { fresh107QuestionCases } from '../eval/fresh107-questions';
import { fresh108QuestionCases } from '../eval/fresh108-questions';
import { fresh109QuestionCases } from '../eval/fresh109-questions';
import { fresh110QuestionCases } from '../eval/fresh110-questions';
import { fresh111QuestionCases } from '../eval/fresh111-questions';
import { fresh112QuestionCases } from '../eval/fresh112-questions';
import { fresh113QuestionCases } from '../eval/fresh113-questions';
import { fresh114QuestionCases } from '../eval/fresh114-questions';
import { fresh115QuestionCases } from '../eval/fresh115-questions';
import { fresh116QuestionCases } from '../eval/fresh116-questions';
import { fresh117QuestionCases } from '../eval/fresh117-questions';
import { fresh118QuestionCases } from '../eval/fresh118-questions';
import { fresh119QuestionCases } from '../eval/fresh119-questions';
import { fresh120QuestionCases } from '../eval/fresh120-questions';
import { fresh121QuestionCases } from '../eval/fresh121-questions';
import { fresh122QuestionCases } from '../eval/fresh122-questions';
import { fresh123QuestionCases } from '../eval/fresh123-questions';
import { fresh124QuestionCases } from '../eval/fresh124-questions';
import { fresh125QuestionCases } from '../eval/fresh125-questions';
import { fresh126QuestionCases } from '../eval/fresh126-questions';
import { fresh127QuestionCases } from '../eval/fresh127-questions';
import { fresh128QuestionCases } from '../eval/fresh128-questions';
import { fresh129QuestionCases } from '../eval/fresh129-questions';
import { fresh130QuestionCases } from '../eval/fresh130-questions';
import { fresh131QuestionCases } from '../eval/fresh131-questions';
import { fresh132QuestionCases } from '../eval/fresh132-questions';
import { fresh133QuestionCases } from '../eval/fresh133-questions';
import { fresh134QuestionCases } from '../eval/fresh134-questions';
import { fresh135QuestionCases } from '../eval/fresh135-questions';
import { fresh136QuestionCases } from '../eval/fresh136-questions';
import { fresh137QuestionCases } from '../eval/fresh137-questions';
import { fresh138QuestionCases } from '../eval/fresh138-questions';
import { fresh139QuestionCases } from '../eval/fresh139-questions';
import { fresh140QuestionCases } from '../eval/fresh140-questions';
import { fresh141QuestionCases } from '../eval/fresh141-questions';
import { fresh142QuestionCases } from '../eval/fresh142-questions';
import { fresh143QuestionCases } from '../eval/fresh143-questions';
import { fresh144QuestionCases } from '../eval/fresh144-questions';
import { fresh145QuestionCases } from '../eval/fresh145-questions';
import { fresh146QuestionCases } from '../eval/fresh146-questions';
import { fresh147QuestionCases } from '../eval/fresh147-questions';
import { fresh148QuestionCases } from '../eval/fresh148-questions';
import { fresh149QuestionCases } from '../eval/fresh149-questions';
import { fresh150QuestionCases } from '../eval/fresh150-questions';
import { fresh151QuestionCases } from '../eval/fresh151-questions';
import { fresh152QuestionCases } from '../eval/fresh152-questions';
import { fresh153QuestionCases } from '../eval/fresh153-questions';
import { fresh154QuestionCases } from '../eval/fresh154-questions';
import { fresh155QuestionCases } from '../eval/fresh155-questions';
import { fresh156QuestionCases } from '../eval/fresh156-questions';
import { fresh157QuestionCases } from '../eval/fresh157-questions';
import { fresh158QuestionCases } from '../eval/fresh158-questions';
import { fresh159QuestionCases } from '../eval/fresh159-questions';
import { fresh160QuestionCases } from '../eval/fresh160-questions';
import { fresh161QuestionCases } from '../eval/fresh161-questions';
import { fresh162QuestionCases } from '../eval/fresh162-questions';
import { fresh163QuestionCases } from '../eval/fresh163-questions';
import { fresh164QuestionCases } from '../eval/fresh164-questions';
import { fresh165QuestionCases } from '../eval/fresh165-questions';
import { fresh166QuestionCases } from '../eval/fresh166-questions';
import { fresh167QuestionCases } from '../eval/fresh167-questions';
import { fresh168QuestionCases } from '../eval/fresh168-questions';
import { fresh169QuestionCases } from '../eval/fresh169-questions';
import { fresh170QuestionCases } from '../eval/fresh170-questions';
import { fresh171QuestionCases } from '../eval/fresh171-questions';
import { fresh172QuestionCases } from '../eval/fresh172-questions';
import { fresh173QuestionCases } from '../eval/fresh173-questions';
import { fresh174QuestionCases } from '../eval/fresh174-questions';
import { fresh175QuestionCases } from '../eval/fresh175-questions';
import { fresh176QuestionCases } from '../eval/fresh176-questions';
import { fresh177QuestionCases } from '../eval/fresh177-questions';
import { fresh178QuestionCases } from '../eval/fresh178-questions';
import { fresh179QuestionCases } from '../eval/fresh179-questions';
import { fresh180QuestionCases } from '../eval/fresh180-questions';
import { fresh181QuestionCases } from '../eval/fresh181-questions';
import { fresh182QuestionCases } from '../eval/fresh182-questions';
import { fresh183QuestionCases } from '../eval/fresh183-questions';
import { fresh184QuestionCases } from '../eval/fresh184-questions';
import { fresh185QuestionCases } from '../eval/fresh185-questions';
import { fresh186QuestionCases } from '../eval/fresh186-questions';
import { fresh187QuestionCases } from '../eval/fresh187-questions';
import { fresh188QuestionCases } from '../eval/fresh188-questions';
import { fresh189QuestionCases } from '../eval/fresh189-questions';
import { fresh190QuestionCases } from '../eval/fresh190-questions';
import { fresh191QuestionCases } from '../eval/fresh191-questions';
import { fresh192QuestionCases } from '../eval/fresh192-questions';
import { fresh193QuestionCases } from '../eval/fresh193-questions';
import { fresh194QuestionCases } from '../eval/fresh194-questions';
import { fresh195QuestionCases } from '../eval/fresh195-questions';
import { fresh196QuestionCases } from '../eval/fresh196-questions';
import { fresh197QuestionCases } from '../eval/fresh197-questions';
import { fresh198QuestionCases } from '../eval/fresh198-questions';
import { fresh199QuestionCases } from '../eval/fresh199-questions';
import { fresh200QuestionCases } from '../eval/fresh200-questions';
import { fresh201QuestionCases } from '../eval/fresh201-questions';
import { fresh202QuestionCases } from '../eval/fresh202-questions';
import { fresh203QuestionCases } from '../eval/fresh203-questions';
import { fresh204QuestionCases } from '../eval/fresh204-questions';
import { fresh205QuestionCases } from '../eval/fresh205-questions';
import { fresh206QuestionCases } from '../eval/fresh206-questions';
import { fresh207QuestionCases } from '../eval/fresh207-questions';
import { fresh208QuestionCases } from '../eval/fresh208-questions';
import { fresh209QuestionCases } from '../eval/fresh209-questions';
import { fresh210QuestionCases } from '../eval/fresh210-questions';
import { fresh211QuestionCases } from '../eval/fresh211-questions';
import { fresh212QuestionCases } from '../eval/fresh212-questions';
import { fresh213QuestionCases } from '../eval/fresh213-questions';
import { fresh214QuestionCases } from '../eval/fresh214-questions';
import { fresh215QuestionCases } from '../eval/fresh215-questions';
import { fresh216QuestionCases } from '../eval/fresh216-questions';
import { fresh217QuestionCases } from '../eval/fresh217-questions';
import { fresh218QuestionCases } from '../eval/fresh218-questions';
import { fresh219QuestionCases } from '../eval/fresh219-questions';
import { fresh220QuestionCases } from '../eval/fresh220-questions';
import { fresh221QuestionCases } from '../eval/fresh221-questions';
import { fresh222QuestionCases } from '../eval/fresh222-questions';
import { fresh223QuestionCases } from '../eval/fresh223-questions';
import { fresh224QuestionCases } from '../eval/fresh224-questions';
import { fresh225QuestionCases } from '../eval/fresh225-questions';
import { fresh226QuestionCases } from '../eval/fresh226-questions';
import { fresh227QuestionCases } from '../eval/fresh227-questions';
import { fresh228QuestionCases } from '../eval/fresh228-questions';
import { fresh229QuestionCases } from '../eval/fresh229-questions';
import { fresh230QuestionCases } from '../eval/fresh230-questions';
import { fresh231QuestionCases } from '../eval/fresh231-questions';
import { fresh232QuestionCases } from '../eval/fresh232-questions';
import { fresh233QuestionCases } from '../eval/fresh233-questions';
import { fresh234QuestionCases } from '../eval/fresh234-questions';
import { fresh235QuestionCases } from '../eval/fresh235-questions';
import { fresh236QuestionCases } from '../eval/fresh236-questions';
import { fresh237QuestionCases } from '../eval/fresh237-questions';
import { fresh238QuestionCases } from '../eval/fresh238-questions';
import { fresh239QuestionCases } from '../eval/fresh239-questions';
import { fresh240QuestionCases } from '../eval/fresh240-questions';
import { fresh241QuestionCases } from '../eval/fresh241-questions';
import { fresh242QuestionCases } from '../eval/fresh242-questions';
import { fresh243QuestionCases } from '../eval/fresh243-questions';
import { fresh244QuestionCases } from '../eval/fresh244-questions';
import { fresh245QuestionCases } from '../eval/fresh245-questions';
import { fresh246QuestionCases } from '../eval/fresh246-questions';
import { fresh247QuestionCases } from '../eval/fresh247-questions';
import { fresh248QuestionCases } from '../eval/fresh248-questions';
import { fresh249QuestionCases } from '../eval/fresh249-questions';
import { fresh250QuestionCases } from '../eval/fresh250-questions';
import { fresh251QuestionCases } from '../eval/fresh251-questions';
import { fresh252QuestionCases } from '../eval/fresh252-questions';
import { fresh253QuestionCases } from '../eval/fresh253-questions';
import { fresh254QuestionCases } from '../eval/fresh254-questions';
import { fresh255QuestionCases } from '../eval/fresh255-questions';
import { fresh256QuestionCases } from '../eval/fresh256-questions';
import { fresh257QuestionCases } from '../eval/fresh257-questions';
import { fresh258QuestionCases } from '../eval/fresh258-questions';
import { fresh259QuestionCases } from '../eval/fresh259-questions';
import { fresh260QuestionCases } from '../eval/fresh260-questions';
import { fresh261QuestionCases } from '../eval/fresh261-questions';
import { fresh262QuestionCases } from '../eval/fresh262-questions';
import { fresh263QuestionCases } from '../eval/fresh263-questions';
import { fresh264QuestionCases } from '../eval/fresh264-questions';
import { fresh265QuestionCases } from '../eval/fresh265-questions';
import { fresh266QuestionCases } from '../eval/fresh266-questions';
import { fresh267QuestionCases } from '../eval/fresh267-questions';
import { fresh268QuestionCases } from '../eval/fresh268-questions';
import { fresh269QuestionCases } from '../eval/fresh269-questions';
import { fresh270QuestionCases } from '../eval/fresh270-questions';
import { fresh271QuestionCases } from '../eval/fresh271-questions';
import { fresh272QuestionCases } from '../eval/fresh272-questions';
import { fresh273QuestionCases } from '../eval/fresh273-questions';
import { fresh274QuestionCases } from '../eval/fresh274-questions';
import { fresh275QuestionCases } from '../eval/fresh275-questions';
import { fresh276QuestionCases } from '../eval/fresh276-questions';
import { fresh277QuestionCases } from '../eval/fresh277-questions';
import { fresh278QuestionCases } from '../eval/fresh278-questions';
import { fresh279QuestionCases } from '../eval/fresh279-questions';
import { fresh280QuestionCases } from '../eval/fresh280-questions';
import { fresh281QuestionCases } from '../eval/fresh281-questions';
import { fresh282QuestionCases } from '../eval/fresh282-questions';
import { fresh283QuestionCases } from '../eval/fresh283-questions';
import { fresh284QuestionCases } from '../eval/fresh284-questions';
import { fresh285QuestionCases } from '../eval/fresh285-questions';
import { fresh286QuestionCases } from '../eval/fresh286-questions';
import { fresh287QuestionCases } from '../eval/fresh287-questions';
import { fresh288QuestionCases } from '../eval/fresh288-questions';
import { fresh289QuestionCases } from '../eval/fresh289-questions';
import { fresh290QuestionCases } from '../eval/fresh290-questions';
import { fresh291QuestionCases } from '../eval/fresh291-questions';
import { fresh292QuestionCases } from '../eval/fresh292-questions';
import { fresh293QuestionCases } from '../eval/fresh293-questions';
import { fresh294QuestionCases } from '../eval/fresh294-questions';
import { fresh295QuestionCases } from '../eval/fresh295-questions';
import { fresh296QuestionCases } from '../eval/fresh296-questions';
import { fresh297QuestionCases } from '../eval/fresh297-questions';
import { fresh298QuestionCases } from '../eval/fresh298-questions';
import { fresh299QuestionCases } from '../eval/fresh299-questions';
import { fresh300QuestionCases } from '../eval/fresh300-questions';
import { fresh301QuestionCases } from '../eval/fresh301-questions';
import { fresh302QuestionCases } from '../eval/fresh302-questions';
import { fresh303QuestionCases } from '../eval/fresh303-questions';
import { fresh304QuestionCases } from '../eval/fresh304-questions';
import { fresh305QuestionCases } from '../eval/fresh305-questions';
import { fresh306QuestionCases } from '../eval/fresh306-questions';
import { fresh307QuestionCases } from '../eval/fresh307-questions';
import { fresh308QuestionCases } from '../eval/fresh308-questions';
import { fresh309QuestionCases } from '../eval/fresh309-questions';
import { fresh310QuestionCases } from '../eval/fresh310-questions';
import { fresh311QuestionCases } from '../eval/fresh311-questions';
import { fresh312QuestionCases } from '../eval/fresh312-questions';
import { fresh313QuestionCases } from '../eval/fresh313-questions';
import { fresh314QuestionCases } from '../eval/fresh314-questions';
import { fresh315QuestionCases } from '../eval/fresh315-questions';
import { fresh316QuestionCases } from '../eval/fresh316-questions';
import { fresh317QuestionCases } from '../eval/fresh317-questions';
import { fresh318QuestionCases } from '../eval/fresh318-questions';
import { fresh319QuestionCases } from '../eval/fresh319-questions';
import { fresh320QuestionCases } from '../eval/fresh320-questions';
import { fresh321QuestionCases } from '../eval/fresh321-questions';
import { fresh322QuestionCases } from '../eval/fresh322-questions';
import { fresh323QuestionCases } from '../eval/fresh323-questions';
import { fresh324QuestionCases } from '../eval/fresh324-questions';
import { fresh325QuestionCases } from '../eval/fresh325-questions';
import { fresh326QuestionCases } from '../eval/fresh326-questions';
import { fresh327QuestionCases } from '../eval/fresh327-questions';
import { fresh328QuestionCases } from '../eval/fresh328-questions';
import { fresh329QuestionCases } from '../eval/fresh329-questions';
import { fresh330QuestionCases } from '../eval/fresh330-questions';
import { fresh331QuestionCases } from '../eval/fresh331-questions';
import { fresh332QuestionCases } from '../eval/fresh332-questions';
import { fresh333QuestionCases } from '../eval/fresh333-questions';
import { fresh334QuestionCases } from '../eval/fresh334-questions';
import { fresh335QuestionCases } from '../eval/fresh335-questions';
import { fresh336QuestionCases } from '../eval/fresh336-questions';
import { fresh337QuestionCases } from '../eval/fresh337-questions';
import { fresh338QuestionCases } from '../eval/fresh338-questions';
import { fresh339QuestionCases } from '../eval/fresh339-questions';
import { fresh340QuestionCases } from '../eval/fresh340-questions';
import { fresh341QuestionCases } from '../eval/fresh341-questions';
import { fresh342QuestionCases } from '../eval/fresh342-questions';
import { fresh343QuestionCases } from '../eval/fresh343-questions';
import { fresh344QuestionCases } from '../eval/fresh344-questions';
import { fresh345QuestionCases } from '../eval/fresh345-questions';

import { ownQuestionCases } from '../eval/own-questions';
import { accuracyOf, REQUIRED_ACCURACY, runQualitySet } from '../eval/quality-set';

const SETS = [
  'quality',
  'dev',
  'own',
  'fresh',
  'fresh2',
  'fresh3',
  'fresh4',
  'fresh5',
  'fresh6',
  'fresh7',
  'fresh8',
  'fresh9',
  'fresh10',
  'fresh11',
  'fresh12',
  'fresh13',
  'fresh14',
  'fresh15',
  'fresh16',
  'fresh17',
  'fresh18',
  'fresh19',
  'fresh20',
  'fresh21',
  'fresh22',
  'fresh23',
  'fresh24',
  'fresh25',
  'fresh26',
  'fresh27',
  'fresh28',
  'fresh29',
  'fresh30',
  'fresh31',
  'fresh32',
  'fresh33',
  'fresh34',
  'fresh35',
  'fresh36',
  'fresh37',
  'fresh38',
  'fresh39',
  'fresh40',
  'fresh41',
  'fresh42',
  'fresh43',
  'fresh44',
  'fresh45',
  'fresh46',
  'fresh47',
  'fresh48',
  'fresh49',
  'fresh50',
  'fresh51',
  'fresh52',
  'fresh53',
  'fresh54',
  'fresh55',
  'fresh56',
  'fresh57',
  'fresh58',
  'fresh59',
  'fresh60',
  'fresh61',
  'fresh62',
  'fresh63',
  'fresh64',
  'fresh65',
  'fresh66',
  'fresh67',
  'fresh68',
  'fresh69',
  'fresh70',
  'fresh71',
  'fresh72',
  'fresh73',
  'fresh74',
  'fresh75',
  'fresh76',
  'fresh77',
  'fresh78',
  'fresh79',
  'fresh80',
  'fresh81',
  'fresh82',
  'fresh83',
  'fresh84',
  'fresh85',
  'fresh86',
  'fresh87',
  'fresh88',
  'fresh89',
  'fresh90',
  'fresh91',
  'fresh92',
  'fresh93',
  'fresh94',
  'fresh95',
  'fresh96',
  'fresh97',
  'fresh98',
  'fresh99',
  'fresh100',
  'fresh101',
  'fresh102',
  'fresh103',
  'fresh104',
  'fresh105',
  'fresh106',
  'fresh107',
  'fresh108',
  'fresh109',
  'fresh110',
  'fresh111',
  'fresh112',
  'fresh113',
  'fresh114',
  'fresh115',
  'fresh116',
  'fresh117',
  'fresh118',
  'fresh119',
  'fresh120',
  'fresh121',
  'fresh122',
  'fresh123',
  'fresh124',
  'fresh125',
  'fresh126',
  'fresh127',
  'fresh128',
  'fresh129',
  'fresh130',
  'fresh131',
  'fresh132',
  'fresh133',
  'fresh134',
  'fresh135',
  'fresh136',
  'fresh137',
  'fresh138',
  'fresh139',
  'fresh140',
  'fresh141',
  'fresh142',
  'fresh143',
  'fresh144',
  'fresh145',
  'fresh146',
  'fresh147',
  'fresh148',
  'fresh149',
  'fresh150',
  'fresh151',
  'fresh152',
  'fresh153',
  'fresh154',
  'fresh155',
  'fresh156',
  'fresh157',
  'fresh158',
  'fresh159',
  'fresh160',
  'fresh161',
  'fresh162',
  'fresh163',
  'fresh164',
  'fresh165',
  'fresh166',
  'fresh167',
  'fresh168',
  'fresh169',
  'fresh170',
  'fresh171',
  'fresh172',
  'fresh173',
  'fresh174',
  'fresh175',
  'fresh176',
  'fresh177',
  'fresh178',
  'fresh179',
  'fresh180',
  'fresh181',
  'fresh182',
  'fresh183',
  'fresh184',
  'fresh185',
  'fresh186',
  'fresh187',
  'fresh188',
  'fresh189',
  'fresh190',
  'fresh191',
  'fresh192',
  'fresh193',
  'fresh194',
  'fresh195',
  'fresh196',
  'fresh197',
  'fresh198',
  'fresh199',
  'fresh200',
  'fresh201',
  'fresh202',
  'fresh203',
  'fresh204',
  'fresh205',
  'fresh206',
  'fresh207',
  'fresh208',
  'fresh209',
  'fresh210',
  'fresh211',
  'fresh212',
  'fresh213',
  'fresh214',
  'fresh215',
  'fresh216',
  'fresh217',
  'fresh218',
  'fresh219',
  'fresh220',
  'fresh221',
  'fresh222',
  'fresh223',
  'fresh224',
  'fresh225',
  'fresh226',
  'fresh227',
  'fresh228',
  'fresh229',
  'fresh230',
  'fresh231',
  'fresh232',
  'fresh233',
  'fresh234',
  'fresh235',
  'fresh236',
  'fresh237',
  'fresh238',
  'fresh239',
  'fresh240',
  'fresh241',
  'fresh242',
  'fresh243',
  'fresh244',
  'fresh245',
  'fresh246',
  'fresh247',
  'fresh248',
  'fresh249',
  'fresh250',
  'fresh251',
  'fresh252',
  'fresh253',
  'fresh254',
  'fresh255',
  'fresh256',
  'fresh257',
  'fresh258',
  'fresh259',
  'fresh260',
  'fresh261',
  'fresh262',
  'fresh263',
  'fresh264',
  'fresh265',
  'fresh266',
  'fresh267',
  'fresh268',
  'fresh269',
  'fresh270',
  'fresh271',
  'fresh272',
  'fresh273',
  'fresh274',
  'fresh275',
  'fresh276',
  'fresh277',
  'fresh278',
  'fresh279',
  'fresh280',
  'fresh281',
  'fresh282',
  'fresh283',
  'fresh284',
  'fresh285',
  'fresh286',
  'fresh287',
  'fresh288',
  'fresh289',
  'fresh290',
  'fresh291',
  'fresh292',
  'fresh293',
  'fresh294',
  'fresh295',
  'fresh296',
  'fresh297',
  'fresh298',
  'fresh299',
  'fresh300',
  'fresh301',
  'fresh302',
  'fresh303',
  'fresh304',
  'fresh305',
  'fresh306',
  'fresh307',
  'fresh308',
  'fresh309',
  'fresh310',
  'fresh311',
  'fresh312',
  'fresh313',
  'fresh314',
  'fresh315',
  'fresh316',
  'fresh317',
  'fresh318',
  'fresh319',
  'fresh320',
  'fresh321',
  'fresh322',
  'fresh323',
  'fresh324',
  'fresh325',
  'fresh326',
  'fresh327',
  'fresh328',
  'fresh329',
  'fresh330',
  'fresh331',
  'fresh332',
  'fresh333',
  'fresh334',
  'fresh335',
  'fresh336',
  'fresh337',
  'fresh338',
  'fresh339',
  'fresh340',
  'fresh341',
  'fresh342',
  'fresh343',
  'fresh344',
  'fresh345',
] as const;
type SetName = (typeof SETS)[number];

const USAGE = `Usage: npm run eval:answers [-- --set NAME]\nSets: ${SETS.join(', ')}`;
let values: { set?: string; help?: boolean };
try {
  values = parseArgs({ options: { set: { type: 'string' }, help: { type: 'boolean', short: 'h' } } }).values;
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
if (values.set !== undefined && !SETS.includes(values.set as SetName)) {
  console.error(`--set ${values.set} is not known: use ${SETS.join(', ')}`);
  process.exit(2);
}
const chosen = (name: SetName) => values.set === undefined || values.set === name;

function qualitySet(): boolean {
  const started = performance.now();
  const results = runQualitySet(analyse);
  console.log('== Quality set (demo notebook) ==');
  for (const r of results) {
    console.log(`${r.pass ? 'PASS' : 'FAIL'}  ${r.question}  [${r.covers}]`);
    if (!r.pass) {
      console.log(`      ${r.problem}`);
      for (const line of r.findings.text.split('\n').slice(0, 6)) console.log(`      | ${line}`);
    }
  }
  const accuracy = accuracyOf(results);
  const passed = results.filter((r) => r.pass).length;
  console.log(
    `Quality set: ${passed}/${results.length} = ${(accuracy * 100).toFixed(1)} % (required ${REQUIRED_ACCURACY * 100} %), ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return accuracy >= REQUIRED_ACCURACY;
}

/** Our own sets over the development notebooks: name, report title, cases from the ground truth. */
const OUR_SETS: [SetName, string, typeof ownQuestionCases][] = [
  ['own', 'Own questions', ownQuestionCases],
  ['fresh', 'Fresh questions', freshQuestionCases],
  ['fresh2', 'Fresh questions, second set', fresh2QuestionCases],
  ['fresh3', 'Fresh questions, third set', fresh3QuestionCases],
  ['fresh4', 'Fresh questions, fourth set (blind)', fresh4QuestionCases],
  ['fresh5', 'Fresh questions, fifth set (blind)', fresh5QuestionCases],
  ['fresh6', 'Fresh questions, sixth set (blind)', fresh6QuestionCases],
  ['fresh7', 'Fresh questions, seventh set (blind)', fresh7QuestionCases],
  ['fresh8', 'Fresh questions, eighth set (blind)', fresh8QuestionCases],
  ['fresh9', 'Fresh questions, ninth set (blind)', fresh9QuestionCases],
  ['fresh10', 'Fresh questions, tenth set (blind)', fresh10QuestionCases],
  ['fresh11', 'Fresh questions, eleventh set (blind)', fresh11QuestionCases],
  ['fresh12', 'Fresh questions, twelfth set (blind)', fresh12QuestionCases],
  ['fresh13', 'Fresh questions, thirteenth set (blind)', fresh13QuestionCases],
  ['fresh14', 'Fresh questions, fourteenth set (blind)', fresh14QuestionCases],
  ['fresh15', 'Fresh questions, fifteenth set (blind)', fresh15QuestionCases],
  ['fresh16', 'Fresh questions, sixteenth set (blind)', fresh16QuestionCases],
  ['fresh17', 'Fresh questions, seventeenth set (blind)', fresh17QuestionCases],
  ['fresh18', 'Fresh questions, eighteenth set (blind)', fresh18QuestionCases],
  ['fresh19', 'Fresh questions, nineteenth set (blind)', fresh19QuestionCases],
  ['fresh20', 'Fresh questions, twentieth set (blind)', fresh20QuestionCases],
  ['fresh21', 'Fresh questions, twenty-first set (blind)', fresh21QuestionCases],
  ['fresh22', 'Fresh questions, twenty-second set (blind)', fresh22QuestionCases],
  ['fresh23', 'Fresh questions, twenty-third set (blind)', fresh23QuestionCases],
  ['fresh24', 'Fresh questions, twenty-fourth set (blind)', fresh24QuestionCases],
  ['fresh25', 'Fresh questions, twenty-fifth set (blind)', fresh25QuestionCases],
  ['fresh26', 'Fresh questions, twenty-sixth set (blind)', fresh26QuestionCases],
  ['fresh27', 'Fresh questions, twenty-seventh set (blind)', fresh27QuestionCases],
  ['fresh28', 'Fresh questions, twenty-eighth set (blind)', fresh28QuestionCases],
  ['fresh29', 'Fresh questions, twenty-ninth set (blind)', fresh29QuestionCases],
  ['fresh30', 'Fresh questions, thirtieth set (blind)', fresh30QuestionCases],
  ['fresh31', 'Fresh questions, thirty-first set (blind)', fresh31QuestionCases],
  ['fresh32', 'Fresh questions, thirty-second set (blind)', fresh32QuestionCases],
  ['fresh33', 'Fresh questions, thirty-third set (blind)', fresh33QuestionCases],
  ['fresh34', 'Fresh questions, thirty-fourth set (blind)', fresh34QuestionCases],
  ['fresh35', 'Fresh questions, thirty-fifth set (blind)', fresh35QuestionCases],
  ['fresh36', 'Fresh questions, thirty-sixth set (blind)', fresh36QuestionCases],
  ['fresh37', 'Fresh questions, thirty-seventh set (blind)', fresh37QuestionCases],
  ['fresh38', 'Fresh questions, thirty-eighth set (blind)', fresh38QuestionCases],
  ['fresh39', 'Fresh questions, thirty-ninth set (blind)', fresh39QuestionCases],
  ['fresh40', 'Fresh questions, fortieth set (blind)', fresh40QuestionCases],
  ['fresh41', 'Fresh questions, forty-first set (blind)', fresh41QuestionCases],
  ['fresh42', 'Fresh questions, forty-second set (blind)', fresh42QuestionCases],
  ['fresh43', 'Fresh questions, forty-third set (blind)', fresh43QuestionCases],
  ['fresh44', 'Fresh questions, forty-fourth set (blind)', fresh44QuestionCases],
  ['fresh45', 'Fresh questions, forty-fifth set (blind)', fresh45QuestionCases],
  ['fresh46', 'Fresh questions, forty-sixth set (blind)', fresh46QuestionCases],
  ['fresh47', 'Fresh questions, forty-seventh set (blind)', fresh47QuestionCases],
  ['fresh48', 'Fresh questions, forty-eighth set (blind)', fresh48QuestionCases],
  ['fresh49', 'Fresh questions, forty-ninth set (blind)', fresh49QuestionCases],
  ['fresh50', 'Fresh questions, fiftieth set (blind)', fresh50QuestionCases],
  ['fresh51', 'Fresh questions, fifty-first set (blind)', fresh51QuestionCases],
  ['fresh52', 'Fresh questions, fifty-second set (blind)', fresh52QuestionCases],
  ['fresh53', 'Fresh questions, fifty-third set (blind)', fresh53QuestionCases],
  ['fresh54', 'Fresh questions, fifty-fourth set (blind)', fresh54QuestionCases],
  ['fresh55', 'Fresh questions, fifty-fifth set (blind)', fresh55QuestionCases],
  ['fresh56', 'Fresh questions, fifty-sixth set (blind)', fresh56QuestionCases],
  ['fresh57', 'Fresh questions, fifty-seventh set (blind)', fresh57QuestionCases],
  ['fresh58', 'Fresh questions, fifty-eighth set (blind)', fresh58QuestionCases],
  ['fresh59', 'Fresh questions, fifty-ninth set (blind)', fresh59QuestionCases],
  ['fresh60', 'Fresh questions, sixtieth set (blind)', fresh60QuestionCases],
  ['fresh61', 'Fresh questions, sixty-first set (blind)', fresh61QuestionCases],
  ['fresh62', 'Fresh questions, sixty-second set (blind)', fresh62QuestionCases],
  ['fresh63', 'Fresh questions, sixty-third set (blind)', fresh63QuestionCases],
  ['fresh64', 'Fresh questions, sixty-fourth set (blind)', fresh64QuestionCases],
  ['fresh65', 'Fresh questions, sixty-fifth set (blind)', fresh65QuestionCases],
  ['fresh66', 'Fresh questions, sixty-sixth set (blind)', fresh66QuestionCases],
  ['fresh67', 'Fresh questions, sixty-seventh set (blind)', fresh67QuestionCases],
  ['fresh68', 'Fresh questions, sixty-eighth set (blind)', fresh68QuestionCases],
  ['fresh69', 'Fresh questions, sixty-ninth set (blind)', fresh69QuestionCases],
  ['fresh70', 'Fresh questions, seventieth set (blind)', fresh70QuestionCases],
  ['fresh71', 'Fresh questions, seventy-first set (blind)', fresh71QuestionCases],
  ['fresh72', 'Fresh questions, seventy-second set (blind)', fresh72QuestionCases],
  ['fresh73', 'Fresh questions, seventy-third set (blind)', fresh73QuestionCases],
  ['fresh74', 'Fresh questions, seventy-fourth set (blind)', fresh74QuestionCases],
  ['fresh75', 'Fresh questions, seventy-fifth set (blind)', fresh75QuestionCases],
  ['fresh76', 'Fresh questions, seventy-sixth set (blind)', fresh76QuestionCases],
  ['fresh77', 'Fresh questions, seventy-seventh set (blind)', fresh77QuestionCases],
  ['fresh78', 'Fresh questions, seventy-eighth set (blind)', fresh78QuestionCases],
  ['fresh79', 'Fresh questions, seventy-ninth set (blind)', fresh79QuestionCases],
  ['fresh80', 'Fresh questions, eightieth set (blind)', fresh80QuestionCases],
  ['fresh81', 'Fresh questions, eighty-first set (blind)', fresh81QuestionCases],
  ['fresh82', 'Fresh questions, eighty-second set (blind)', fresh82QuestionCases],
  ['fresh83', 'Fresh questions, eighty-third set (blind)', fresh83QuestionCases],
  ['fresh84', 'Fresh questions, eighty-fourth set (blind)', fresh84QuestionCases],
  ['fresh85', 'Fresh questions, eighty-fifth set (blind)', fresh85QuestionCases],
  ['fresh86', 'Fresh questions, eighty-sixth set (blind)', fresh86QuestionCases],
  ['fresh87', 'Fresh questions, eighty-seventh set (blind)', fresh87QuestionCases],
  ['fresh88', 'Fresh questions, eighty-eighth set (blind)', fresh88QuestionCases],
  ['fresh89', 'Fresh questions, eighty-ninth set (blind)', fresh89QuestionCases],
  ['fresh90', 'Fresh questions, ninetieth set (blind)', fresh90QuestionCases],
  ['fresh91', 'Fresh questions, ninety-first set (blind)', fresh91QuestionCases],
  ['fresh92', 'Fresh questions, ninety-second set (blind)', fresh92QuestionCases],
  ['fresh93', 'Fresh questions, ninety-third set (blind)', fresh93QuestionCases],
  ['fresh94', 'Fresh questions, ninety-fourth set (blind)', fresh94QuestionCases],
  ['fresh95', 'Fresh questions, ninety-fifth set (blind)', fresh95QuestionCases],
  ['fresh96', 'Fresh questions, ninety-sixth set (blind)', fresh96QuestionCases],
  ['fresh97', 'Fresh questions, ninety-seventh set (blind)', fresh97QuestionCases],
  ['fresh98', 'Fresh questions, ninety-eighth set (blind)', fresh98QuestionCases],
  ['fresh99', 'Fresh questions, ninety-ninth set (blind)', fresh99QuestionCases],
  ['fresh100', 'Fresh questions, hundredth set (blind)', fresh100QuestionCases],
  ['fresh101', 'Fresh questions, hundred-and-first set (blind)', fresh101QuestionCases],
  ['fresh102', 'Fresh questions, hundred-and-second set (blind)', fresh102QuestionCases],
  ['fresh103', 'Fresh questions, hundred-and-third set (blind)', fresh103QuestionCases],
  ['fresh104', 'Fresh questions, hundred-and-fourth set (blind)', fresh104QuestionCases],
  ['fresh105', 'Fresh questions, hundred-and-fifth set (blind)', fresh105QuestionCases],
  ['fresh106', 'Fresh questions, hundred-and-sixth set (blind)', fresh106QuestionCases],
  ['fresh107', 'Fresh questions, hundred-and-seventh set (blind)', fresh107QuestionCases],
  ['fresh108', 'Fresh questions, hundred-and-eighth set (blind)', fresh108QuestionCases],
  ['fresh109', 'Fresh questions, hundred-and-ninth set (blind)', fresh109QuestionCases],
  ['fresh110', 'Fresh questions, hundred-and-tenth set (blind)', fresh110QuestionCases],
  ['fresh111', 'Fresh questions, hundred-and-eleventh set (blind)', fresh111QuestionCases],
  ['fresh112', 'Fresh questions, hundred-and-twelfth set (blind)', fresh112QuestionCases],
  ['fresh113', 'Fresh questions, hundred-and-thirteenth set (blind)', fresh113QuestionCases],
  ['fresh114', 'Fresh questions, hundred-and-fourteenth set (blind)', fresh114QuestionCases],
  ['fresh115', 'Fresh questions, hundred-and-fifteenth set (blind)', fresh115QuestionCases],
  ['fresh116', 'Fresh questions, hundred-and-sixteenth set (blind)', fresh116QuestionCases],
  ['fresh117', 'Fresh questions, hundred-and-seventeenth set (blind)', fresh117QuestionCases],
  ['fresh118', 'Fresh questions, hundred-and-eighteenth set (blind)', fresh118QuestionCases],
  ['fresh119', 'Fresh questions, hundred-and-nineteenth set (blind)', fresh119QuestionCases],
  ['fresh120', 'Fresh questions, hundred-and-twentieth set (blind)', fresh120QuestionCases],
  ['fresh121', 'Fresh questions, hundred-and-twenty-first set (blind)', fresh121QuestionCases],
  ['fresh122', 'Fresh questions, hundred-and-twenty-second set (blind)', fresh122QuestionCases],
  ['fresh123', 'Fresh questions, hundred-and-twenty-third set (blind)', fresh123QuestionCases],
  ['fresh124', 'Fresh questions, hundred-and-twenty-fourth set (blind)', fresh124QuestionCases],
  ['fresh125', 'Fresh questions, hundred-and-twenty-fifth set (blind)', fresh125QuestionCases],
  ['fresh126', 'Fresh questions, hundred-and-twenty-sixth set (blind)', fresh126QuestionCases],
  ['fresh127', 'Fresh questions, hundred-and-twenty-seventh set (blind)', fresh127QuestionCases],
  ['fresh128', 'Fresh questions, hundred-and-twenty-eighth set (blind)', fresh128QuestionCases],
  ['fresh129', 'Fresh questions, hundred-and-twenty-ninth set (blind)', fresh129QuestionCases],
  ['fresh130', 'Fresh questions, hundred-and-thirtieth set (blind)', fresh130QuestionCases],
  ['fresh131', 'Fresh questions, hundred-and-thirty-first set (blind)', fresh131QuestionCases],
  ['fresh132', 'Fresh questions, hundred-and-thirty-second set (blind)', fresh132QuestionCases],
  ['fresh133', 'Fresh questions, hundred-and-thirty-third set (blind)', fresh133QuestionCases],
  ['fresh134', 'Fresh questions, hundred-and-thirty-fourth set (blind)', fresh134QuestionCases],
  ['fresh135', 'Fresh questions, hundred-and-thirty-fifth set (blind)', fresh135QuestionCases],
  ['fresh136', 'Fresh questions, hundred-and-thirty-sixth set (blind)', fresh136QuestionCases],
  ['fresh137', 'Fresh questions, hundred-and-thirty-seventh set (blind)', fresh137QuestionCases],
  ['fresh138', 'Fresh questions, hundred-and-thirty-eighth set (blind)', fresh138QuestionCases],
  ['fresh139', 'Fresh questions, hundred-and-thirty-ninth set (blind)', fresh139QuestionCases],
  ['fresh140', 'Fresh questions, hundred-and-fortieth set (blind)', fresh140QuestionCases],
  ['fresh141', 'Fresh questions, hundred-and-forty-first set (blind)', fresh141QuestionCases],
  ['fresh142', 'Fresh questions, hundred-and-forty-second set (blind)', fresh142QuestionCases],
  ['fresh143', 'Fresh questions, hundred-and-forty-third set (blind)', fresh143QuestionCases],
  ['fresh144', 'Fresh questions, hundred-and-forty-fourth set (blind)', fresh144QuestionCases],
  ['fresh145', 'Fresh questions, hundred-and-forty-fifth set (blind)', fresh145QuestionCases],
  ['fresh146', 'Fresh questions, hundred-and-forty-sixth set (blind)', fresh146QuestionCases],
  ['fresh147', 'Fresh questions, hundred-and-forty-seventh set (blind)', fresh147QuestionCases],
  ['fresh148', 'Fresh questions, hundred-and-forty-eighth set (blind)', fresh148QuestionCases],
  ['fresh149', 'Fresh questions, hundred-and-forty-ninth set (blind)', fresh149QuestionCases],
  ['fresh150', 'Fresh questions, hundred-and-fiftieth set (blind)', fresh150QuestionCases],
  ['fresh151', 'Fresh questions, hundred-and-fifty-first set (blind)', fresh151QuestionCases],
  ['fresh152', 'Fresh questions, hundred-and-fifty-second set (blind)', fresh152QuestionCases],
  ['fresh153', 'Fresh questions, hundred-and-fifty-third set (blind)', fresh153QuestionCases],
  ['fresh154', 'Fresh questions, hundred-and-fifty-fourth set (blind)', fresh154QuestionCases],
  ['fresh155', 'Fresh questions, hundred-and-fifty-fifth set (blind)', fresh155QuestionCases],
  ['fresh156', 'Fresh questions, hundred-and-fifty-sixth set (blind)', fresh156QuestionCases],
  ['fresh157', 'Fresh questions, hundred-and-fifty-seventh set (blind)', fresh157QuestionCases],
  ['fresh158', 'Fresh questions, hundred-and-fifty-eighth set (blind)', fresh158QuestionCases],
  ['fresh159', 'Fresh questions, hundred-and-fifty-ninth set (blind)', fresh159QuestionCases],
  ['fresh160', 'Fresh questions, hundred-and-sixtieth set (blind)', fresh160QuestionCases],
  ['fresh161', 'Fresh questions, hundred-and-sixty-first set (blind)', fresh161QuestionCases],
  ['fresh162', 'Fresh questions, hundred-and-sixty-second set (blind)', fresh162QuestionCases],
  ['fresh163', 'Fresh questions, hundred-and-sixty-third set (blind)', fresh163QuestionCases],
  ['fresh164', 'Fresh questions, hundred-and-sixty-fourth set (blind)', fresh164QuestionCases],
  ['fresh165', 'Fresh questions, hundred-and-sixty-fifth set (blind)', fresh165QuestionCases],
  ['fresh166', 'Fresh questions, hundred-and-sixty-sixth set (blind)', fresh166QuestionCases],
  ['fresh167', 'Fresh questions, hundred-and-sixty-seventh set (blind)', fresh167QuestionCases],
  ['fresh168', 'Fresh questions, hundred-and-sixty-eighth set (blind)', fresh168QuestionCases],
  ['fresh169', 'Fresh questions, hundred-and-sixty-ninth set (blind)', fresh169QuestionCases],
  ['fresh170', 'Fresh questions, hundred-and-seventieth set (blind)', fresh170QuestionCases],
  ['fresh171', 'Fresh questions, hundred-and-seventy-first set (blind)', fresh171QuestionCases],
  ['fresh172', 'Fresh questions, hundred-and-seventy-second set (blind)', fresh172QuestionCases],
  ['fresh173', 'Fresh questions, hundred-and-seventy-third set (blind)', fresh173QuestionCases],
  ['fresh174', 'Fresh questions, hundred-and-seventy-fourth set (blind)', fresh174QuestionCases],
  ['fresh175', 'Fresh questions, hundred-and-seventy-fifth set (blind)', fresh175QuestionCases],
  ['fresh176', 'Fresh questions, hundred-and-seventy-sixth set (blind)', fresh176QuestionCases],
  ['fresh177', 'Fresh questions, hundred-and-seventy-seventh set (blind)', fresh177QuestionCases],
  ['fresh178', 'Fresh questions, hundred-and-seventy-eighth set (blind)', fresh178QuestionCases],
  ['fresh179', 'Fresh questions, hundred-and-seventy-ninth set (blind)', fresh179QuestionCases],
  ['fresh180', 'Fresh questions, hundred-and-eightieth set (blind)', fresh180QuestionCases],
  ['fresh181', 'Fresh questions, hundred-and-eighty-first set (blind)', fresh181QuestionCases],
  ['fresh182', 'Fresh questions, hundred-and-eighty-second set (blind)', fresh182QuestionCases],
  ['fresh183', 'Fresh questions, hundred-and-eighty-third set (blind)', fresh183QuestionCases],
  ['fresh184', 'Fresh questions, hundred-and-eighty-fourth set (blind)', fresh184QuestionCases],
  ['fresh185', 'Fresh questions, hundred-and-eighty-fifth set (blind)', fresh185QuestionCases],
  ['fresh186', 'Fresh questions, hundred-and-eighty-sixth set (blind)', fresh186QuestionCases],
  ['fresh187', 'Fresh questions, hundred-and-eighty-seventh set (blind)', fresh187QuestionCases],
  ['fresh188', 'Fresh questions, hundred-and-eighty-eighth set (blind)', fresh188QuestionCases],
  ['fresh189', 'Fresh questions, hundred-and-eighty-ninth set (blind)', fresh189QuestionCases],
  ['fresh190', 'Fresh questions, hundred-and-ninetieth set (blind)', fresh190QuestionCases],
  ['fresh191', 'Fresh questions, hundred-and-ninety-first set (blind)', fresh191QuestionCases],
  ['fresh192', 'Fresh questions, hundred-and-ninety-second set (blind)', fresh192QuestionCases],
  ['fresh193', 'Fresh questions, hundred-and-ninety-third set (blind)', fresh193QuestionCases],
  ['fresh194', 'Fresh questions, hundred-and-ninety-fourth set (blind)', fresh194QuestionCases],
  ['fresh195', 'Fresh questions, hundred-and-ninety-fifth set (blind)', fresh195QuestionCases],
  ['fresh196', 'Fresh questions, hundred-and-ninety-sixth set (blind)', fresh196QuestionCases],
  ['fresh197', 'Fresh questions, hundred-and-ninety-seventh set (blind)', fresh197QuestionCases],
  ['fresh198', 'Fresh questions, hundred-and-ninety-eighth set (blind)', fresh198QuestionCases],
  ['fresh199', 'Fresh questions, hundred-and-ninety-ninth set (blind)', fresh199QuestionCases],
  ['fresh200', 'Fresh questions, two-hundredth set (blind)', fresh200QuestionCases],
  ['fresh201', 'Fresh questions, two-hundred-and-first set (blind)', fresh201QuestionCases],
  ['fresh202', 'Fresh questions, two-hundred-and-second set (blind)', fresh202QuestionCases],
  ['fresh203', 'Fresh questions, two-hundred-and-third set (blind)', fresh203QuestionCases],
  ['fresh204', 'Fresh questions, two-hundred-and-fourth set (blind)', fresh204QuestionCases],
  ['fresh205', 'Fresh questions, two-hundred-and-fifth set (blind)', fresh205QuestionCases],
  ['fresh206', 'Fresh questions, two-hundred-and-sixth set (blind)', fresh206QuestionCases],
  ['fresh207', 'Fresh questions, two-hundred-and-seventh set (blind)', fresh207QuestionCases],
  ['fresh208', 'Fresh questions, two-hundred-and-eighth set (blind)', fresh208QuestionCases],
  ['fresh209', 'Fresh questions, two-hundred-and-ninth set (blind)', fresh209QuestionCases],
  ['fresh210', 'Fresh questions, two-hundred-and-tenth set (blind)', fresh210QuestionCases],
  ['fresh211', 'Fresh questions, two-hundred-and-eleventh set (blind)', fresh211QuestionCases],
  ['fresh212', 'Fresh questions, two-hundred-and-twelfth set (blind)', fresh212QuestionCases],
  ['fresh213', 'Fresh questions, two-hundred-and-thirteenth set (blind)', fresh213QuestionCases],
  ['fresh214', 'Fresh questions, two-hundred-and-fourteenth set (blind)', fresh214QuestionCases],
  ['fresh215', 'Fresh questions, two-hundred-and-fifteenth set (blind)', fresh215QuestionCases],
  ['fresh216', 'Fresh questions, two-hundred-and-sixteenth set (blind)', fresh216QuestionCases],
  ['fresh217', 'Fresh questions, two-hundred-and-seventeenth set (blind)', fresh217QuestionCases],
  ['fresh218', 'Fresh questions, two-hundred-and-eighteenth set (blind)', fresh218QuestionCases],
  ['fresh219', 'Fresh questions, two-hundred-and-nineteenth set (blind)', fresh219QuestionCases],
  ['fresh220', 'Fresh questions, two-hundred-and-twentieth set (blind)', fresh220QuestionCases],
  ['fresh221', 'Fresh questions, two-hundred-and-twenty-first set (blind)', fresh221QuestionCases],
  ['fresh222', 'Fresh questions, two-hundred-and-twenty-second set (blind)', fresh222QuestionCases],
  ['fresh223', 'Fresh questions, two-hundred-and-twenty-third set (blind)', fresh223QuestionCases],
  ['fresh224', 'Fresh questions, two-hundred-and-twenty-fourth set (blind)', fresh224QuestionCases],
  ['fresh225', 'Fresh questions, two-hundred-and-twenty-fifth set (blind)', fresh225QuestionCases],
  ['fresh226', 'Fresh questions, two-hundred-and-twenty-sixth set (blind)', fresh226QuestionCases],
  ['fresh227', 'Fresh questions, two-hundred-and-twenty-seventh set (blind)', fresh227QuestionCases],
  ['fresh228', 'Fresh questions, two-hundred-and-twenty-eighth set (blind)', fresh228QuestionCases],
  ['fresh229', 'Fresh questions, two-hundred-and-twenty-ninth set (blind)', fresh229QuestionCases],
  ['fresh230', 'Fresh questions, two-hundred-and-thirtieth set (blind)', fresh230QuestionCases],
  ['fresh231', 'Fresh questions, two-hundred-and-thirty-first set (blind)', fresh231QuestionCases],
  ['fresh232', 'Fresh questions, two-hundred-and-thirty-second set (blind)', fresh232QuestionCases],
  ['fresh233', 'Fresh questions, two-hundred-and-thirty-third set (blind)', fresh233QuestionCases],
  ['fresh234', 'Fresh questions, two-hundred-and-thirty-fourth set (blind)', fresh234QuestionCases],
  ['fresh235', 'Fresh questions, two-hundred-and-thirty-fifth set (blind)', fresh235QuestionCases],
  ['fresh236', 'Fresh questions, two-hundred-and-thirty-sixth set (blind)', fresh236QuestionCases],
  ['fresh237', 'Fresh questions, two-hundred-and-thirty-seventh set (blind)', fresh237QuestionCases],
  ['fresh238', 'Fresh questions, two-hundred-and-thirty-eighth set (blind)', fresh238QuestionCases],
  ['fresh239', 'Fresh questions, two-hundred-and-thirty-ninth set (blind)', fresh239QuestionCases],
  ['fresh240', 'Fresh questions, two-hundred-and-fortieth set (blind)', fresh240QuestionCases],
  ['fresh241', 'Fresh questions, two-hundred-and-forty-first set (blind)', fresh241QuestionCases],
  ['fresh242', 'Fresh questions, two-hundred-and-forty-second set (blind)', fresh242QuestionCases],
  ['fresh243', 'Fresh questions, two-hundred-and-forty-third set (blind)', fresh243QuestionCases],
  ['fresh244', 'Fresh questions, two-hundred-and-forty-fourth set (blind)', fresh244QuestionCases],
  ['fresh245', 'Fresh questions, two-hundred-and-forty-fifth set (blind)', fresh245QuestionCases],
  ['fresh246', 'Fresh questions, two-hundred-and-forty-sixth set (blind)', fresh246QuestionCases],
  ['fresh247', 'Fresh questions, two-hundred-and-forty-seventh set (blind)', fresh247QuestionCases],
  ['fresh248', 'Fresh questions, two-hundred-and-forty-eighth set (blind)', fresh248QuestionCases],
  ['fresh249', 'Fresh questions, two-hundred-and-forty-ninth set (blind)', fresh249QuestionCases],
  ['fresh250', 'Fresh questions, two-hundred-and-fiftieth set (blind)', fresh250QuestionCases],
  ['fresh251', 'Fresh questions, two-hundred-and-fifty-first set (blind)', fresh251QuestionCases],
  ['fresh252', 'Fresh questions, two-hundred-and-fifty-second set (blind)', fresh252QuestionCases],
  ['fresh253', 'Fresh questions, two-hundred-and-fifty-third set (blind)', fresh253QuestionCases],
  ['fresh254', 'Fresh questions, two-hundred-and-fifty-fourth set (blind)', fresh254QuestionCases],
  ['fresh255', 'Fresh questions, two-hundred-and-fifty-fifth set (blind)', fresh255QuestionCases],
  ['fresh256', 'Fresh questions, two-hundred-and-fifty-sixth set (blind)', fresh256QuestionCases],
  ['fresh257', 'Fresh questions, two-hundred-and-fifty-seventh set (blind)', fresh257QuestionCases],
  ['fresh258', 'Fresh questions, two-hundred-and-fifty-eighth set (blind)', fresh258QuestionCases],
  ['fresh259', 'Fresh questions, two-hundred-and-fifty-ninth set (blind)', fresh259QuestionCases],
  ['fresh260', 'Fresh questions, two-hundred-and-sixtieth set (blind)', fresh260QuestionCases],
  ['fresh261', 'Fresh questions, two-hundred-and-sixty-first set (blind)', fresh261QuestionCases],
  ['fresh262', 'Fresh questions, two-hundred-and-sixty-second set (blind)', fresh262QuestionCases],
  ['fresh263', 'Fresh questions, two-hundred-and-sixty-third set (blind)', fresh263QuestionCases],
  ['fresh264', 'Fresh questions, two-hundred-and-sixty-fourth set (blind)', fresh264QuestionCases],
  ['fresh265', 'Fresh questions, two-hundred-and-sixty-fifth set (blind)', fresh265QuestionCases],
  ['fresh266', 'Fresh questions, two-hundred-and-sixty-sixth set (blind)', fresh266QuestionCases],
  ['fresh267', 'Fresh questions, two-hundred-and-sixty-seventh set (blind)', fresh267QuestionCases],
  ['fresh268', 'Fresh questions, two-hundred-and-sixty-eighth set (blind)', fresh268QuestionCases],
  ['fresh269', 'Fresh questions, two-hundred-and-sixty-ninth set (blind)', fresh269QuestionCases],
  ['fresh270', 'Fresh questions, two-hundred-and-seventieth set (blind)', fresh270QuestionCases],
  ['fresh271', 'Fresh questions, two-hundred-and-seventy-first set (blind)', fresh271QuestionCases],
  ['fresh272', 'Fresh questions, two-hundred-and-seventy-second set (blind)', fresh272QuestionCases],
  ['fresh273', 'Fresh questions, two-hundred-and-seventy-third set (blind)', fresh273QuestionCases],
  ['fresh274', 'Fresh questions, two-hundred-and-seventy-fourth set (blind)', fresh274QuestionCases],
  ['fresh275', 'Fresh questions, two-hundred-and-seventy-fifth set (blind)', fresh275QuestionCases],
  ['fresh276', 'Fresh questions, two-hundred-and-seventy-sixth set (blind)', fresh276QuestionCases],
  ['fresh277', 'Fresh questions, two-hundred-and-seventy-seventh set (blind)', fresh277QuestionCases],
  ['fresh278', 'Fresh questions, two-hundred-and-seventy-eighth set (blind)', fresh278QuestionCases],
  ['fresh279', 'Fresh questions, two-hundred-and-seventy-ninth set (blind)', fresh279QuestionCases],
  ['fresh280', 'Fresh questions, two-hundred-and-eightieth set (blind)', fresh280QuestionCases],
  ['fresh281', 'Fresh questions, two-hundred-and-eighty-first set (blind)', fresh281QuestionCases],
  ['fresh282', 'Fresh questions, two-hundred-and-eighty-second set (blind)', fresh282QuestionCases],
  ['fresh283', 'Fresh questions, two-hundred-and-eighty-third set (blind)', fresh283QuestionCases],
  ['fresh284', 'Fresh questions, two-hundred-and-eighty-fourth set (blind)', fresh284QuestionCases],
  ['fresh285', 'Fresh questions, two-hundred-and-eighty-fifth set (blind)', fresh285QuestionCases],
  ['fresh286', 'Fresh questions, two-hundred-and-eighty-sixth set (blind)', fresh286QuestionCases],
  ['fresh287', 'Fresh questions, two-hundred-and-eighty-seventh set (blind)', fresh287QuestionCases],
  ['fresh288', 'Fresh questions, two-hundred-and-eighty-eighth set (blind)', fresh288QuestionCases],
  ['fresh289', 'Fresh questions, two-hundred-and-eighty-ninth set (blind)', fresh289QuestionCases],
  ['fresh290', 'Fresh questions, two-hundred-and-ninetieth set (blind)', fresh290QuestionCases],
  ['fresh291', 'Fresh questions, two-hundred-and-ninety-first set (blind)', fresh291QuestionCases],
  ['fresh292', 'Fresh questions, two-hundred-and-ninety-second set (blind)', fresh292QuestionCases],
  ['fresh293', 'Fresh questions, two-hundred-and-ninety-third set (blind)', fresh293QuestionCases],
  ['fresh294', 'Fresh questions, two-hundred-and-ninety-fourth set (blind)', fresh294QuestionCases],
  ['fresh295', 'Fresh questions, two-hundred-and-ninety-fifth set (blind)', fresh295QuestionCases],
  ['fresh296', 'Fresh questions, two-hundred-and-ninety-sixth set (blind)', fresh296QuestionCases],
  ['fresh297', 'Fresh questions, two-hundred-and-ninety-seventh set (blind)', fresh297QuestionCases],
  ['fresh298', 'Fresh questions, two-hundred-and-ninety-eighth set (blind)', fresh298QuestionCases],
  ['fresh299', 'Fresh questions, two-hundred-and-ninety-ninth set (blind)', fresh299QuestionCases],
  ['fresh300', 'Fresh questions, three-hundredth set (blind)', fresh300QuestionCases],
  ['fresh301', 'Fresh questions, three-hundred-and-first set (blind)', fresh301QuestionCases],
  ['fresh302', 'Fresh questions, three-hundred-and-second set (blind)', fresh302QuestionCases],
  ['fresh303', 'Fresh questions, three-hundred-and-third set (blind)', fresh303QuestionCases],
  ['fresh304', 'Fresh questions, three-hundred-and-fourth set (blind)', fresh304QuestionCases],
  ['fresh305', 'Fresh questions, three-hundred-and-fifth set (blind)', fresh305QuestionCases],
  ['fresh306', 'Fresh questions, three-hundred-and-sixth set (blind)', fresh306QuestionCases],
  ['fresh307', 'Fresh questions, three-hundred-and-seventh set (blind)', fresh307QuestionCases],
  ['fresh308', 'Fresh questions, three-hundred-and-eighth set (blind)', fresh308QuestionCases],
  ['fresh309', 'Fresh questions, three-hundred-and-ninth set (blind)', fresh309QuestionCases],
  ['fresh310', 'Fresh questions, three-hundred-and-tenth set (blind)', fresh310QuestionCases],
  ['fresh311', 'Fresh questions, three-hundred-and-eleventh set (blind)', fresh311QuestionCases],
  ['fresh312', 'Fresh questions, three-hundred-and-twelfth set (blind)', fresh312QuestionCases],
  ['fresh313', 'Fresh questions, three-hundred-and-thirteenth set (blind)', fresh313QuestionCases],
  ['fresh314', 'Fresh questions, three-hundred-and-fourteenth set (blind)', fresh314QuestionCases],
  ['fresh315', 'Fresh questions, three-hundred-and-fifteenth set (blind)', fresh315QuestionCases],
  ['fresh316', 'Fresh questions, three-hundred-and-sixteenth set (blind)', fresh316QuestionCases],
  ['fresh317', 'Fresh questions, three-hundred-and-seventeenth set (blind)', fresh317QuestionCases],
  ['fresh318', 'Fresh questions, three-hundred-and-eighteenth set (blind)', fresh318QuestionCases],
  ['fresh319', 'Fresh questions, three-hundred-and-nineteenth set (blind)', fresh319QuestionCases],
  ['fresh320', 'Fresh questions, three-hundred-and-twentieth set (blind)', fresh320QuestionCases],
  ['fresh321', 'Fresh questions, three-hundred-and-twenty-first set (blind)', fresh321QuestionCases],
  ['fresh322', 'Fresh questions, three-hundred-and-twenty-second set (blind)', fresh322QuestionCases],
  ['fresh323', 'Fresh questions, three-hundred-and-twenty-third set (blind)', fresh323QuestionCases],
  ['fresh324', 'Fresh questions, three-hundred-and-twenty-fourth set (blind)', fresh324QuestionCases],
  ['fresh325', 'Fresh questions, three-hundred-and-twenty-fifth set (blind)', fresh325QuestionCases],
  ['fresh326', 'Fresh questions, three-hundred-and-twenty-sixth set (blind)', fresh326QuestionCases],
  ['fresh327', 'Fresh questions, three-hundred-and-twenty-seventh set (blind)', fresh327QuestionCases],
  ['fresh328', 'Fresh questions, three-hundred-and-twenty-eighth set (blind)', fresh328QuestionCases],
  ['fresh329', 'Fresh questions, three-hundred-and-twenty-ninth set (blind)', fresh329QuestionCases],
  ['fresh330', 'Fresh questions, three-hundred-and-thirtieth set (blind)', fresh330QuestionCases],
  ['fresh331', 'Fresh questions, three-hundred-and-thirty-first set (blind)', fresh331QuestionCases],
  ['fresh332', 'Fresh questions, three-hundred-and-thirty-second set (blind)', fresh332QuestionCases],
  ['fresh333', 'Fresh questions, three-hundred-and-thirty-third set (blind)', fresh333QuestionCases],
  ['fresh334', 'Fresh questions, three-hundred-and-thirty-fourth set (blind)', fresh334QuestionCases],
  ['fresh335', 'Fresh questions, three-hundred-and-thirty-fifth set (blind)', fresh335QuestionCases],
  ['fresh336', 'Fresh questions, three-hundred-and-thirty-sixth set (blind)', fresh336QuestionCases],
  ['fresh337', 'Fresh questions, three-hundred-and-thirty-seventh set (blind)', fresh337QuestionCases],
  ['fresh338', 'Fresh questions, three-hundred-and-thirty-eighth set (blind)', fresh338QuestionCases],
  ['fresh339', 'Fresh questions, three-hundred-and-thirty-ninth set (blind)', fresh339QuestionCases],
  ['fresh340', 'Fresh questions, three-hundred-and-fortieth set (blind)', fresh340QuestionCases],
  ['fresh341', 'Fresh questions, three-hundred-and-forty-first set (blind)', fresh341QuestionCases],
  ['fresh342', 'Fresh questions, three-hundred-and-forty-second set (blind)', fresh342QuestionCases],
  ['fresh343', 'Fresh questions, three-hundred-and-forty-third set (blind)', fresh343QuestionCases],
  ['fresh344', 'Fresh questions, three-hundred-and-forty-fourth set (blind)', fresh344QuestionCases],
  ['fresh345', 'Fresh questions, three-hundred-and-forty-fifth set (blind)', fresh345QuestionCases],
];

async function realReleaseSets(): Promise<boolean> {
  const releasesFile = devSetFile('releases.jsonl');
  const questionsFile = devSetFile('questions.json');
  if (!releasesFile || !questionsFile) {
    console.log(
      `\nThe development set is not here: ${DEV_SET_DIR}. The answers on real releases were not measured.`,
    );
    return values.set === undefined;
  }
  const rows = readDevReleases(releasesFile);
  const started = performance.now();
  const notebooks = await openDevNotebooks(rows);
  try {
    for (const failure of notebooks.failures) console.log(`ingest failed: ${failure}`);
    if (chosen('dev'))
      reportAnswers(
        'Development questions',
        await askEvery(readDevQuestions(questionsFile), notebooks),
        console.log,
      );
    for (const [name, title, casesFor] of OUR_SETS) {
      if (chosen(name)) reportAnswers(title, await askEvery(casesFor(rows), notebooks), console.log);
    }
  } finally {
    await notebooks.close();
  }
  console.log(`(${((performance.now() - started) / 1000).toFixed(1)} s with ingest)`);
  return true;
}

let ok = true;
if (chosen('quality')) ok = qualitySet() && ok;
if (values.set !== 'quality') ok = (await realReleaseSets()) && ok;
if (!ok) process.exitCode = 1;
