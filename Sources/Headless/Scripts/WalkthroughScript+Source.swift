import ScreenReader

extension WalkthroughScript.Command {
    /// The command as a script line that parses back to it (`rotor "Headings"`, `touch 3 7`),
    /// or nil for what a line cannot say: a touch in points rather than cells, or text with a
    /// line break in it.
    public var source: String? {
        switch self {
        case .screen(let spec): Self.line("screen", spec)
        case .touch(let column, let row): "touch \(column) \(row)"
        case .resize(let columns, let rows): "resize \(columns) \(rows)"
        case .say(let phrase): Self.line("say", phrase)
        case .switchControl(let command):
            switch command {
            case .start(let scanning, let interval): scanning == .manual ? "switch-control manual" : "switch-control auto \(interval)"
            case .stop: "switch-control off"
            case .next: "switch-next"
            case .select: "switch-select"
            case .back: "switch-back"
            }
        case .expectSwitch(let text): Self.line("expect-switch", text)
        case .expect(let text): Self.line("expect", text)
        case .expectFocus(let text): Self.line("expect-focus", text)
        case .expectTree(let text): Self.line("expect-tree", text)
        case .expectNoTree(let text): Self.line("expect-no-tree", text)
        case .reader(let command): Self.source(of: command)
        }
    }

    private static func source(of command: ReaderCommand) -> String? {
        if let word = WalkthroughScript.simpleCommands.first(where: { $0.command == command })?.word {
            // `rotor snapshot --keys` spells these two with a hyphen; a script line with a space.
            switch command {
            case .rotorNext: return "rotor next"
            case .rotorPrevious: return "rotor previous"
            default: return word
            }
        }
        switch command {
        case .selectRotor(let setting): return line("rotor", setting.name)
        case .performAction(let name): return line("action", name)
        case .focus(let prefix): return line("focus", prefix)
        case .drop(let name): return line("drop", name)
        case .typeText(let text): return line("type", text)
        case .wait(let seconds):
            guard seconds >= 0, seconds.isFinite else { return nil }
            return "wait \(seconds)"
        default: return nil
        }
    }

    /// `word "text"` with the text quoted as the parser reads it; nil when it cannot be one line.
    private static func line(_ word: String, _ text: String) -> String? {
        guard !text.contains(where: \.isNewline) else { return nil }
        // A plain screen name reads best bare, as people write it.
        if word == "screen", !text.isEmpty, !text.contains(where: { " \t\r#\"\\".contains($0) }) { return "screen \(text)" }
        var quoted = "\""
        for character in text {
            if character == "\"" || character == "\\" { quoted.append("\\") }
            quoted.append(character)
        }
        return "\(word) \(quoted)\""
    }
}
