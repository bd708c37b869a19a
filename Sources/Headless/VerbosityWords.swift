import ScreenReader

/// Verbosity settings named in words, as a script's `verbosity` line and `--verbosity` give
/// them, with a message for words that name nothing.
extension Verbosity {
    /// Sets one setting from `SETTING=CHOICE` ("actions=change-rotor", "hints=off"); returns
    /// what is wrong, or nil when it was set.
    public mutating func set(_ assignment: String) -> String? {
        let parts = assignment.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2 else {
            return "write SETTING=CHOICE, such as actions=change-rotor, not '\(QuotedInput.bounded(assignment))' (\(Self.usage))"
        }
        return set(parts[0], to: parts[1])
    }

    /// Sets the setting `word` names to the choice `choice` names; returns what is wrong, or
    /// nil when it was set.
    public mutating func set(_ word: String, to choice: String) -> String? {
        guard let setting = Setting(word: word) else {
            return "no verbosity setting '\(QuotedInput.bounded(word))' (\(Self.usage))"
        }
        guard let index = setting.choiceIndex(choice) else {
            return "'\(setting.word)' is one of \(setting.choices.map { $0.lowercased() }.joined(separator: ", ")), "
                + "not '\(QuotedInput.bounded(choice))'"
        }
        choose(index, for: setting)
        return nil
    }
}
