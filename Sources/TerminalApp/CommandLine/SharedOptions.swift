import Accessibility
import Foundation
import Headless
import ScreenReader
import TermUI

/// The options several commands share, declared once each.
extension CommandOption {
    /// `--idiom` on every command that opens a screen.
    static func idiom(_ property: WritableKeyPath<Options, UIUserInterfaceIdiom>) -> Self {
        .value("--idiom", .choice("DEVICE", ["iphone": .phone, "ipad": .pad]), property,
               help: "the device: iphone (default), or ipad, where elements starting less than 13 points apart vertically are one row")
    }

    /// `--date` on the headless commands: where the screen's clock starts (nil: the fixed
    /// date that keeps runs alike, `HeadlessOptions.startDate`).
    static func headlessDate(_ property: WritableKeyPath<Options, Date?>) -> Self {
        .value("--date", .date, property,
               help: "the date the screen's clock starts at, such as 2026-01-01T09:00:00Z (default that date; time passes only with wait)")
    }

    /// `--verbosity SETTING=CHOICE` (repeatable): VoiceOver's Verbosity settings, as
    /// `Verbosity.Setting` declares them.
    static func verbosity(_ property: WritableKeyPath<Options, [String]>) -> Self {
        .repeated("--verbosity", .verbosity, property,
                  help: "a VoiceOver Verbosity setting (repeatable): \(Verbosity.usage), such as actions=change-rotor")
    }

    static func brailleTable(_ property: WritableKeyPath<Options, String?>) -> Self {
        .value("--braille-table", .brailleTable, property,
               help: "liblouis table for braille (default en-ueb-g2.ctb, contracted UEB; en-ueb-g1.ctb uncontracted)")
    }

    /// `--wav` and `--rate`, on the commands whose speech can be heard.
    static func speech(_ property: WritableKeyPath<Options, SpeechOptions>) -> [Self] {
        [
            .value("--wav", .file(), property.appending(path: \.wav), help: "write the speech to a WAV file (needs libespeak-ng1)"),
            .value("--rate", .integer("WPM", ESpeakLibrary.rates), property.appending(path: \.rate),
                   help: "with --wav: words a minute, \(ESpeakLibrary.rates.lowerBound) to \(ESpeakLibrary.rates.upperBound) "
                       + "(default \(ESpeakLibrary.normalRate))"),
        ]
    }
}

extension Verbosity {
    /// The settings `--verbosity` gave, over iOS's defaults (each already checked).
    init(assignments: [String]) throws {
        self.init()
        for assignment in assignments {
            do { try set(assignment) } catch { throw UsageError(description: "--verbosity: \(error)") }
        }
    }
}

/// The options of a command that opens a screen headless.
protocol HeadlessOptions {
    /// `--date`, nil when not given.
    var date: Date? { get }
}

extension HeadlessOptions {
    /// Where the screen's clock starts: `--date`, else the fixed date that keeps runs alike.
    @MainActor var startDate: Date { date ?? ViewGraph.defaultStartDate }
}

/// `--wav FILE` and `--rate WPM` as given.
struct SpeechOptions {
    var wav: String?
    var rate: Int?
}

/// The work several commands share.
extension RotorCommandLine {
    /// Between an utterance and its braille line in `speak --braille`.
    static let brailleSeparator = " │ "

    /// Largest `rotor snapshot --size`: a grid of 100 000 cells.
    static let maximumSnapshotSize = (columns: 500, rows: 200)

    /// The rules `--disable` turns off and the findings `--ignore FILE` accepts.
    /// The rules `--disable` and `--ignore` leave of the pinned set `--preset` names (the
    /// default preset when nil).
    static func auditConfiguration(disable: [String], ignore: String?, preset name: String?) throws -> AuditConfiguration {
        var configuration = try auditConfiguration(disable: disable, ignore: ignore)
        let preset = try name.map { name in
            guard let preset = AuditPreset.named(name) else {
                throw UsageError(description: "--preset: no preset is called '\(QuotedInput.bounded(name))'; the presets are "
                    + AuditPreset.all.map(\.name).joined(separator: ", "))
            }
            return preset
        } ?? AuditPreset.standard
        configuration.disabled.formUnion(Set(AuditRule.allCases).subtracting(preset.rules))
        return configuration
    }

    static func auditConfiguration(disable: [String], ignore: String?) throws -> AuditConfiguration {
        var configuration = AuditConfiguration()
        for list in disable {
            switch AuditConfiguration.rules(list) {
            case .success(let rules): configuration.disabled.formUnion(rules)
            case .failure(let unknown): throw UsageError(description: "--disable: \(unknown)")
            }
        }
        if let file = ignore {
            let data: Data
            do { data = try Data(contentsOf: URL(fileURLWithPath: file)) } catch {
                throw UsageError(description: "cannot read '\(QuotedInput.bounded(file))'")
            }
            do {
                configuration.ignored = try AuditConfiguration.ignores(parsing: String(decoding: data, as: UTF8.self), file: file)
            } catch {
                throw UsageError(description: "\(error)")
            }
        }
        return configuration
    }

    static func loadScript(_ file: String) throws -> WalkthroughScript {
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: file)) } catch {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory)
            let shown = QuotedInput.bounded(file)
            throw UsageError(description: !exists ? "cannot read '\(shown)': no such file"
                : isDirectory.boolValue ? "cannot read '\(shown)': it is a directory" : "cannot read '\(shown)': permission denied or unreadable")
        }
        return try WalkthroughScript(data: data, file: file)
    }

    static func firstScreen(_ script: WalkthroughScript) -> String? {
        for line in script.lines { if case .screen(let spec) = line.command { return spec } }
        return nil
    }

    static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - TerminalText.width(of: text)))
    }
}
