import DialTUI
import Testing

@Suite(.timeLimit(.minutes(3))) struct HourCycleChoiceTests {
    @Test func theFlagWins() throws {
        let environment = ["LANG": "en_US.UTF-8"]
        #expect(try HourCycleChoice.choose(flag: "24", environment: environment) == HourCycleChoice(cycle: .twentyFourHour, source: .flag))
        #expect(try HourCycleChoice.choose(flag: "12", environment: [:]).cycle == .twelveHour)
        #expect(throws: TimeUsageError.badClock("13")) { try HourCycleChoice.choose(flag: "13", environment: environment) }
        #expect(TimeUsageError.badClock("13").description.contains("--clock"))
    }

    @Test func theLocaleVariablesInPosixOrder() throws {
        let all = ["LC_ALL": "de_DE.UTF-8", "LC_TIME": "en_US.UTF-8", "LANG": "en_US.UTF-8"]
        #expect(try HourCycleChoice.choose(flag: nil, environment: all)
                == HourCycleChoice(cycle: .twentyFourHour, source: .locale(variable: "LC_ALL", value: "de_DE.UTF-8")))
        let time = ["LC_ALL": "", "LC_TIME": "en_US.UTF-8", "LANG": "de_DE.UTF-8"]
        #expect(try HourCycleChoice.choose(flag: nil, environment: time).source == .locale(variable: "LC_TIME", value: "en_US.UTF-8"))
        #expect(try HourCycleChoice.choose(flag: nil, environment: time).cycle == .twelveHour)
        let lang = ["LANG": "en_AU.UTF-8"]
        #expect(try HourCycleChoice.choose(flag: nil, environment: lang).cycle == .twelveHour)
        #expect(try HourCycleChoice.choose(flag: nil, environment: [:]) == HourCycleChoice(cycle: .twentyFourHour, source: .fallback))
    }

    @Test func whichLocalesCountTwelveHours() {
        for name in ["en_US", "en_US.UTF-8", "en_CA.utf8", "en_AU", "en_PH", "en_IN.UTF-8", "en", "es_US", "ko_KR.EUC-KR", "en_US@calendar"] {
            #expect(LocaleHourCycle.hourCycle(ofLocale: name) == .twelveHour, "\(name)")
        }
        for name in ["C", "POSIX", "C.UTF-8", "de_DE.UTF-8", "en_GB.UTF-8", "fr_CA.UTF-8", "fr_FR", "ja_JP", "en_IE", "", "en_USX"] {
            #expect(LocaleHourCycle.hourCycle(ofLocale: name) == .twentyFourHour, "\(name)")
        }
    }

    @Test func theChoiceExplainsItself() throws {
        #expect(try HourCycleChoice.choose(flag: nil, environment: ["LANG": "en_US.UTF-8"]).description
                == "the clock is 12-hour, from LANG=en_US.UTF-8")
        #expect(try HourCycleChoice.choose(flag: "24", environment: [:]).description == "the clock is 24-hour, from --clock")
        #expect(try HourCycleChoice.choose(flag: nil, environment: [:]).description.contains("no LC_ALL, LC_TIME or LANG"))
        #expect(try !HourCycleChoice.choose(flag: nil, environment: ["LANG": "\u{1B}[31m"]).description.contains("\u{1B}"))
    }
}
