import Accessibility

/// The rotor: settings that make sense where the cursor is, and moving or adjusting by them.
extension ScreenReader {
    /// The settings the rotor offers now, in order: Actions, Adjust value, Headings, Links,
    /// the app's custom rotors, Containers, Characters, Words. An app rotor named like a system
    /// rotor (or built on `AccessibilitySystemRotor`) takes that rotor's place.
    public var availableRotorSettings: [RotorSetting] { rotorSettings(for: focusedElement).map(\.id) }

    /// The setting up and down act on at the focused element (`currentRotor(for:)`): there is
    /// always one, as VoiceOver's rotor always points at a setting.
    public var currentRotorSetting: RotorSetting? { currentRotor(for: focusedElement)?.id }

    func rotorSettings(for element: AccessibilityElement?) -> [OfferedRotorSetting] {
        // Rotors of the focused element and of the containers around it, innermost first; a
        // rotor named as one already offered is left out (an element has few).
        var custom: [OfferedRotorSetting] = []
        func offerRotors(of holder: AccessibilityElement) {
            for rotor in holder.rotors {
                let id = RotorSetting(rotor)
                guard !custom.contains(where: { $0.id == id }) else { continue }
                custom.append(OfferedRotorSetting(id: id, kind: .custom, rotor: rotor, owner: holder.id))
            }
        }
        if let element {
            offerRotors(of: element)
            for ancestor in tree.ancestors(of: element.id).reversed() { offerRotors(of: ancestor) }
        } else {
            for root in tree.roots { offerRotors(of: root) }
        }
        func takeCustom(_ id: RotorSetting) -> OfferedRotorSetting? {
            guard let i = custom.firstIndex(where: { $0.id == id }) else { return nil }
            return custom.remove(at: i)
        }
        var settings: [OfferedRotorSetting] = []
        settings.reserveCapacity(RotorSetting.builtIn.count + custom.count)
        if !offeredActions(for: element).isEmpty { settings.append(OfferedRotorSetting(.actions)) }
        if let element, element.isAdjustable { settings.append(OfferedRotorSetting(.adjustValue)) }
        if let element, element.customContent.contains(where: { $0.importance != .high }) {
            settings.append(OfferedRotorSetting(.moreContent))
        }
        if let replacement = takeCustom(.headings) {
            settings.append(replacement)
        } else if !cursor.order.headings.isEmpty {
            settings.append(OfferedRotorSetting(.headings))
        }
        if let replacement = takeCustom(.links) {
            settings.append(replacement)
        } else if !cursor.order.links.isEmpty {
            settings.append(OfferedRotorSetting(.links))
        }
        settings += custom
        if !cursor.order.containerStarts.isEmpty { settings.append(OfferedRotorSetting(.containers)) }
        settings.append(OfferedRotorSetting(.characters))
        settings.append(OfferedRotorSetting(.words))
        settings.append(OfferedRotorSetting(.speakingRate))
        return settings
    }

    /// The setting swipes act on, as VoiceOver's rotor points:
    /// - a setting chosen on this element, while focus stays on it;
    /// - else Adjust Value on an adjustable element (its hint says to swipe up or down to adjust);
    /// - else Actions on an element with actions when Verbosity › Actions is Change Rotor;
    /// - else the setting last chosen, where it is offered;
    /// - else the first setting that moves through the screen (not the element's own Actions,
    ///   Adjust Value or More Content): Headings, Links, the app's rotors, Containers, Characters.
    func currentRotor(for element: AccessibilityElement?) -> OfferedRotorSetting? {
        let settings = rotorSettings(for: element)
        // The setting chosen, or one a person named by its words (a setting handed on by name).
        let chosen = settings.first { $0.id == rotor.setting }
            ?? rotor.setting.flatMap { wanted in settings.first { $0.id.isNamed(by: wanted) } }
        if rotor.chosenHere, let chosen { return chosen }
        if let adjust = settings.first(where: { $0.kind == .adjustValue }) { return adjust }
        if verbosity.actions == .changeRotor, let actions = settings.first(where: { $0.kind == .actions }) {
            return actions
        }
        if let chosen { return chosen }
        return settings.first { !$0.isTheElementsOwn } ?? settings.first
    }

    /// Turns the dial from where it points now (`currentRotor(for:)`).
    func turnRotor(by delta: Int) {
        let settings = rotorSettings(for: focusedElement)
        let count = settings.count
        guard count > 0 else { return }
        let current = currentRotor(for: focusedElement)?.id
        let next = settings.firstIndex { $0.id == current }
            .map { ($0 + delta + count) % count } ?? (delta > 0 ? 0 : count - 1)
        rotor.choose(settings[next].id)
        say(settings[next].id.name, .rotor)
    }

    func selectRotor(_ wanted: RotorSetting) {
        let offered = rotorSettings(for: focusedElement)
        guard let setting = offered.first(where: { $0.id == wanted }) ?? offered.first(where: { $0.id.isNamed(by: wanted) }) else {
            return say(Phrases.rotorUnavailable(wanted.name), .cue)
        }
        rotor.choose(setting.id)
        say(setting.id.name, .rotor)
    }

    /// Swipe down (forward) / up: move or adjust by the current setting.
    func rotorItem(forward: Bool) {
        let element = focusedElement
        guard let setting = currentRotor(for: element) else { return }
        switch setting.kind {
        case .actions:
            let actions = offeredActions(for: element)
            guard !actions.isEmpty else { return }
            let next = forward ? ((rotor.actionIndex ?? -1) + 1) % actions.count
                : ((rotor.actionIndex ?? 0) - 1 + actions.count) % actions.count
            rotor.actionIndex = next
            say(actions[next].name, .action)
        case .adjustValue:
            // Swipe up increments, swipe down decrements.
            adjust(forward ? .decrement : .increment)
        case .headings: move(among: \.headings, forward: forward)
        case .links: move(among: \.links, forward: forward)
        case .containers: move(among: \.containerStarts, forward: forward)
        case .custom: customEntry(setting, forward: forward)
        case .moreContent: moreContent(forward: forward)
        case .speakingRate:
            // Swipe up speaks faster, down slower, in VoiceOver's steps of 10 percent.
            let percent = min(100, max(10, speakingRatePercent + (forward ? -10 : 10)))
            speakingRate = Double(percent) / 50
            say(Phrases.percent(percent), .rotor)
        case .characters, .words:
            guard let element else { return say(forward ? Phrases.noNextItem : Phrases.noPreviousItem, .cue) }
            let text = element.text ?? [element.label, element.value ?? ""].filter { !$0.isEmpty }.joined(separator: " ")
            let pieces = setting.kind == .characters ? text.map(ElementSpeech.characterName) : ElementSpeech.words(of: text)
            let current = setting.kind == .characters ? rotor.characterIndex : rotor.wordIndex
            let next = forward ? (current ?? -1) + 1 : (current ?? pieces.count) - 1
            guard pieces.indices.contains(next) else {
                return say(forward ? Phrases.noNextItem : Phrases.noPreviousItem, .cue)
            }
            if setting.kind == .characters { rotor.characterIndex = next } else { rotor.wordIndex = next }
            say(pieces[next], .element)
        }
    }

    /// The speaking rate as VoiceOver's setting shows it: 50 percent is the default pace.
    var speakingRatePercent: Int { Int((speakingRate * 50).rounded()) }

    /// The next / previous of sorted positions after / before the cursor (binary search); past
    /// the rows a lazy list holds, in the rows it does not (`positionInRowsNotHeld`).
    private func move(among kind: KeyPath<ReadingOrder, [Int]>, forward: Bool) {
        let positions = cursor.order[keyPath: kind]
        let current = focusedIndex ?? (forward ? -1 : cursor.order.count)
        var low = 0, high = positions.count
        while low < high {
            let mid = (low + high) / 2
            if forward ? positions[mid] <= current : positions[mid] < current { low = mid + 1 } else { high = mid }
        }
        let pick = forward ? low : low - 1
        guard positions.indices.contains(pick) else {
            // A heading or link may be in a lazy list's rows not held; a container is one item.
            if kind != \.containerStarts, let found = positionInRowsNotHeld({ $0[keyPath: kind] }, forward: forward) {
                return say(focus(on: found))
            }
            return say(forward ? Phrases.noNextItem : Phrases.noPreviousItem, .cue)
        }
        say(focus(on: positions[pick]))
    }
}
