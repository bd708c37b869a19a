import Foundation
import ScreenReader

/// Verbosity settings named in words, as a script's `verbosity` line and `--verbosity` give
/// them, with a message for words that name nothing.
extension Verbosity {
    /// The setting `word` names and the index of the choice `choice` names, or what is wrong.
    public static func named(_ word: String, _ choice: String) -> Result<(Setting, Int), WordsError> {
        guard let setting = Setting(word: word) else {
            return .failure(WordsError(description: "no verbosity setting '\(QuotedInput.bounded(word))' (\(usage))"))
        }
        guard let index = setting.choiceIndex(choice) else {
            return .failure(WordsError(description: "'\(setting.word)' is one of "
                + "\(setting.choices.map { $0.lowercased() }.joined(separator: ", ")), not '\(QuotedInput.bounded(choice))'"))
        }
        return .success((setting, index))
    }

    /// Sets one setting from `SETTING=CHOICE` ("actions=change-rotor", "hints=off"), as
    /// `--verbosity` gives it.
    public mutating func set(_ assignment: String) throws(WordsError) {
        let parts = assignment.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2 else {
            throw WordsError(description: "write SETTING=CHOICE, such as actions=change-rotor, not "
                + "'\(QuotedInput.bounded(assignment))' (\(Self.usage))")
        }
        let (setting, index) = try Self.named(parts[0], parts[1]).get()
        choose(index, for: setting)
    }

    /// Every `SETTING=CHOICE` there is ("hints=off", "actions=change-rotor"), for completion.
    public static var assignments: [String] {
        Setting.allCases.flatMap { setting in
            setting.choices.map { "\(setting.word)=\($0.lowercased().replacingOccurrences(of: " ", with: "-"))" }
        }
    }

    /// Words that name no setting or choice.
    public struct WordsError: Error, CustomStringConvertible, Sendable {
        public var description: String
    }
}
