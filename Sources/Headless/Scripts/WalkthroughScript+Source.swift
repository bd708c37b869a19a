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
        case .verbosity(let setting, let choice): Self.line("verbosity \(setting.word)", setting.choices[choice].lowercased())
        case .say(let phrase): Self.line("say", phrase)
        case .switchControl(let command):
            switch command {
            case .start(let scanning, let interval):
                scanning == .manual ? "switch-control manual" : Self.decimal(interval).map { "switch-control auto \($0)" }
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
            return decimal(seconds).map { "wait \($0)" }
        default: return nil
        }
    }

    /// A number as scripts write it, digits with an optional fraction (`0.00001`, never
    /// `1e-05`), reading back as the same Double; nil when it is negative, not finite, or too
    /// long for a script.
    static func decimal(_ value: Double) -> String? {
        guard value >= 0, value.isFinite, value == 0 || value.isNormal else { return nil }
        // The shortest text that reads back as the value, its exponent then written out.
        let shortest = "\(value)"
        let parts = shortest.split(separator: "e")
        var plain = shortest
        if parts.count == 2, let exponent = Int(parts[1]) {
            let mantissa = parts[0]
            let digits = mantissa.filter { $0 != "." }
            let point = (mantissa.firstIndex(of: ".").map { mantissa.distance(from: mantissa.startIndex, to: $0) }
                ?? mantissa.count) + exponent
            if point <= 0 {
                plain = "0." + String(repeating: "0", count: -point) + digits
            } else if point >= digits.count {
                plain = digits + String(repeating: "0", count: point - digits.count) + ".0"
            } else {
                plain = String(digits.prefix(point)) + "." + String(digits.dropFirst(point))
            }
        }
        return plain.utf8.count <= WalkthroughScript.maximumNumberLength ? plain : nil
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
