import Accessibility
import Headless
import ScreenReader

/// A popup list with the keyboard: the screens (`s`), the actions menu (`a`), more content
/// (`c`), the settings (`e`) or the app's output (`o`).
struct ListPopup: Equatable {
    /// One line of the more-content popup: the element's label and value, then its custom content.
    struct ContentItem: Equatable {
        var name: String
        var text: String
        /// High-importance content is spoken with the element, not under More Content.
        var isSpokenWithElement = false
        /// The custom content's place among those More Content reads in turn.
        var moreContentIndex: Int?
    }

    enum Kind: Equatable {
        /// `variant`: the variant chosen (←/→) for the selected screen.
        case screens(variant: Int)
        case actions(names: [String], element: String)
        case content(items: [ContentItem], element: String)
        case settings
        /// What the app printed (`o`).
        case output
    }

    var kind: Kind
    var selected: Int
    /// The number typed so far in the screen list: "1" then "0" is screen 10.
    var typedNumber = 0
}

extension ExplorerController {
    // MARK: Opening

    func openScreens() {
        let screens = session.screens
        guard !screens.isEmpty else { return note("No screens") }
        let current = screens.firstIndex { $0.name == session.screenName } ?? 0
        popup = ListPopup(kind: .screens(variant: variantChoice(forRow: current)), selected: current)
    }

    /// The variant a screen row offers first: the one shown, on the current screen; else its default.
    private func variantChoice(forRow row: Int) -> Int {
        let screen = session.screens[row]
        guard screen.name == session.screenName else { return 0 }
        return screen.variants.firstIndex(of: session.variant) ?? 0
    }

    /// `a`: the reader speaks the menu, as VoiceOver does, and the popup lists it.
    func openActions() {
        run(.actionsMenu)
        let names = session.focusedActionNames
        guard !names.isEmpty else { return }
        popup = ListPopup(kind: .actions(names: names, element: session.focusedElement?.label ?? ""), selected: 0)
    }

    /// `c`: the reader speaks the next piece of custom content, and the popup lists all of it
    /// with the label and value, the piece just spoken chosen.
    func openMoreContent() {
        let said = run(.moreContent)
        guard let element = session.focusedElement, said.contains(where: { $0.kind == .content }) else { return }
        var items = [ListPopup.ContentItem(name: "Label", text: element.label.isEmpty ? "—" : element.label)]
        if let value = element.value, !value.isEmpty { items.append(.init(name: "Value", text: value)) }
        var index = 0
        for content in element.customContent {
            let high = content.importance == .high
            items.append(.init(name: content.label, text: content.value, isSpokenWithElement: high,
                               moreContentIndex: high ? nil : index))
            if !high { index += 1 }
        }
        popup = ListPopup(kind: .content(items: items, element: element.label), selected: spokenItem(in: items, said: said) ?? 0)
    }

    /// The item More Content just spoke (its value, then its label).
    private func spokenItem(in items: [ListPopup.ContentItem], said: [Utterance]) -> Int? {
        guard let text = said.last(where: { $0.kind == .content })?.text else { return nil }
        return items.firstIndex { $0.moreContentIndex != nil && text.hasPrefix($0.text) && text.hasSuffix($0.name) }
    }

    func openSettings() {
        guard session.environmentSettings != nil else { return note("Settings unavailable here") }
        popup = ListPopup(kind: .settings, selected: 0)
    }

    // MARK: Keys

    /// A key while a popup is open; nil when the key closed the popup and should do its own job.
    func handlePopup(_ key: ExplorerKey) -> Outcome? {
        guard var current = popup else { return nil }
        let count = rowCount(of: current)
        switch key {
        case .escape:
            popup = nil
            return .redraw
        case .up, .down, .home, .end:
            let next: Int = switch key {
            case .up: max(0, current.selected - 1)
            case .down: min(count - 1, current.selected + 1)
            case .home: 0
            default: count - 1
            }
            current.selected = next
            current.typedNumber = 0
            if case .screens = current.kind { current.kind = .screens(variant: variantChoice(forRow: next)) }
            popup = current
            return .redraw
        default:
            break
        }
        switch current.kind {
        case .screens(let variant):
            return handleScreens(key, popup: current, variant: variant)
        case .actions(let names, _):
            guard key == .enter || key == .character(" ") else { break }
            popup = nil
            perform(action: names[current.selected])
            return .redraw
        case .content(let items, _):
            if key == .character("c") {
                let said = run(.moreContent)
                current.selected = spokenItem(in: items, said: said) ?? current.selected
                popup = current
                return .redraw
            }
            if key == .enter { return .redraw }
        case .settings:
            return handleSettings(key, popup: current)
        case .output:
            // Its own key closes it, as Esc does.
            if ExplorerKeyMap.action(for: key) == .toggleOutput {
                popup = nil
                return .redraw
            }
        }
        popup = nil
        return nil
    }

    private func handleScreens(_ key: ExplorerKey, popup current: ListPopup, variant: Int) -> Outcome? {
        let screens = session.screens
        let variants = screens[current.selected].variants
        switch key {
        case .left, .right:
            let step = key == .left ? -1 : 1
            popup?.kind = .screens(variant: (variant + step + variants.count) % variants.count)
            return .redraw
        case .character(let digit) where digit.isASCII && digit.isNumber:
            // Digits jump to that screen: typed after the digits before, while that is a screen's
            // number ("1" then "0": screen 10), else on their own; a number with no screen does nothing.
            guard let value = digit.wholeNumberValue else { return .unchanged }
            let longer = current.typedNumber * 10 + value
            let number = current.typedNumber > 0 && longer <= screens.count ? longer : value
            guard (1...screens.count).contains(number) else { return .unchanged }
            popup = ListPopup(kind: .screens(variant: variantChoice(forRow: number - 1)), selected: number - 1,
                              typedNumber: number)
            return .redraw
        case .enter, .character(" "):
            popup = nil
            let spec = "\(screens[current.selected].name):\(variants[min(variant, variants.count - 1)])"
            do {
                try session.open(spec)
                screenChanged()
            } catch {
                note("Cannot open \(spec)")
            }
            return .redraw
        default:
            popup = nil
            return nil
        }
    }

    private func handleSettings(_ key: ExplorerKey, popup current: ListPopup) -> Outcome? {
        guard var settings = session.environmentSettings else {
            popup = nil
            return nil
        }
        let row = SettingsRow.all[current.selected]
        let index = choice(of: row, in: settings)
        let chosen: Int
        switch key {
        case .left: chosen = index - 1
        case .right, .enter, .character(" "): chosen = index + 1
        case .backspace, .character("0"): chosen = row.defaultChoice
        default:
            popup = nil
            return nil
        }
        switch row {
        case .environment(let setting):
            settings.choose(chosen, for: setting)
            let tree = session.tree
            session.environmentSettings = settings
            // What the new setting did to the screen is marked like a command's changes.
            let later = TreeChanges(from: tree, to: session.tree)
            markChanges(later)
        case .verbosity(let setting):
            // The reader's own setting: the screen is unchanged; the next element read follows it.
            session.verbosity.choose(chosen, for: setting)
        }
        return .redraw
    }

    /// The index of a row's current choice.
    private func choice(of row: SettingsRow, in settings: EnvironmentSettings) -> Int {
        switch row {
        case .environment(let setting): settings.choice(setting)
        case .verbosity(let setting): session.verbosity.choice(setting)
        }
    }

    private func rowCount(of popup: ListPopup) -> Int {
        switch popup.kind {
        case .screens: session.screens.count
        case .actions(let names, _): names.count
        case .content(let items, _): items.count
        case .settings: SettingsRow.all.count
        case .output: max(1, programOutput.count)
        }
    }

    // MARK: Drawing

    func explorerPopup(for popup: ListPopup) -> ExplorerPopup {
        switch popup.kind {
        case .screens(let variant):
            let rows = session.screens.enumerated().map { index, screen in
                let isCurrent = screen.name == session.screenName
                let variants: String
                if index == popup.selected {
                    let chosen = min(variant, screen.variants.count - 1)
                    variants = screen.variants.enumerated().map { $0.offset == chosen ? "[\($0.element)]" : $0.element }
                        .joined(separator: " ")
                } else {
                    variants = screen.variants.joined(separator: " ")
                }
                return ExplorerPopup.Row(["\(index + 1)", screen.name + (isCurrent ? " ●" : ""), variants, screen.summary])
            }
            return ExplorerPopup(title: "Screens", rows: rows, selected: popup.selected,
                                 footer: "● open now: \(session.screenName) (\(session.variant))",
                                 hints: ["↑↓ or 1–\(rows.count) choose", "←→ variant", "Enter open", "Esc close"])
        case .actions(let names, let element):
            return ExplorerPopup(title: element.isEmpty ? "Actions" : "Actions — \(element)",
                                 rows: names.map { ExplorerPopup.Row([$0]) }, selected: popup.selected,
                                 placement: .besideFocus, hints: ["↑↓ choose", "Enter perform", "Esc close"])
        case .content(let items, let element):
            let rows = items.map { item in
                ExplorerPopup.Row([item.name, item.text + (item.isSpokenWithElement ? " (spoken with the element)" : "")],
                                  isDimmed: item.isSpokenWithElement)
            }
            return ExplorerPopup(title: element.isEmpty ? "More content" : "More content — \(element)", rows: rows,
                                 selected: popup.selected, placement: .besideFocus,
                                 hints: ["c next item (spoken)", "↑↓ look", "Esc close"])
        case .output:
            guard !programOutput.isEmpty else {
                return ExplorerPopup(title: "The app's output", rows: [ExplorerPopup.Row(["Nothing printed yet"], isDimmed: true)],
                                     selected: nil, hints: ["Esc or o close"])
            }
            return ExplorerPopup(title: "The app's output", rows: programOutput.map { ExplorerPopup.Row([$0]) },
                                 selected: popup.selected, footer: programOutput.count == 1 ? "1 line" : "\(programOutput.count) lines",
                                 hints: ["↑↓ look", "Home End first, last", "Esc or o close"])
        case .settings:
            let settings = session.environmentSettings ?? EnvironmentSettings()
            let rows = SettingsRow.all.enumerated().map { index, row in
                let chosen = choice(of: row, in: settings)
                let choice = row.choices[chosen]
                let shown = index == popup.selected ? "‹ \(choice) ›" : choice
                return ExplorerPopup.Row([row.name, shown], isDimmed: chosen == row.defaultChoice && index != popup.selected)
            }
            return ExplorerPopup(title: "Settings", rows: rows, selected: popup.selected,
                                 footer: "default: as the screen has it; VoiceOver's as iOS starts",
                                 hints: ["↑↓ setting", "←→ Enter change", "Backspace default", "Esc close"])
        }
    }
}
