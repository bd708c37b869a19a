import Accessibility
import Foundation
import Headless
import ScreenReader

/// Live reload in the explorer (`rotor open`): what the status bar and the output panel say
/// while a saved file is built, and where the explorer is, for the program that takes over.
extension ExplorerController {
    /// How long the status bar says a save changed nothing (a reload or a failed build is said
    /// until the next command).
    static let rebuildNoteSeconds = 8.0

    /// The rebuild began, failed, or found nothing changed: the status bar says so; a failed
    /// build's messages go to the output panel, the screen stays as it was.
    func rebuildChanged(_ event: LiveReload.Event) {
        switch event {
        case .building(let saved):
            // Until the build ends: its outcome replaces the note.
            note("Saved \(Self.names(saved)): rebuilding…", seconds: .infinity)
            explorerSays("Rebuilding")
        case .unchanged(let saved):
            note("Saved \(Self.names(saved)): nothing the screens are made of changed", seconds: Self.rebuildNoteSeconds)
            explorerSays("Saved, nothing changed")
        case .failed(let saved, let messages):
            _ = programPrinted(["rotor: the build after saving \(Self.names(saved)) failed:"] + messages)
            let first = messages.first { $0.contains(": error:") } ?? messages.first ?? ""
            note("Build failed, the last good screen stays (o shows why): \(first)", seconds: .infinity)
            explorerSays("Build failed: \(first)")
        case .ready:
            break
        }
    }

    /// Where the explorer is, for the program built after a save: the screen, the focused
    /// element (its id, position, label and what it says), the settings panel's choices.
    func reloadHandoff(saved: [String], savedAt: Double) -> LiveReload.Handoff {
        let tree = session.tree
        let focused = session.focusedElement
        let settings = session.environmentSettings ?? EnvironmentSettings()
        return LiveReload.Handoff(
            screen: session.variant.isEmpty ? session.screenName : "\(session.screenName):\(session.variant)",
            focus: focused?.id.rawValue,
            position: focused.flatMap { element in tree.allElements.firstIndex { $0.id == element.id } },
            label: focused?.label,
            reading: focused.map { ScreenReader.speech(for: $0, in: tree).first?.text ?? "" },
            settings: EnvironmentSettings.Setting.allCases.map { settings.choice($0) },
            verbosity: Verbosity.Setting.allCases.map { session.verbosity.choice($0) },
            rotor: session.rotorSetting?.name,
            saved: saved, savedAt: savedAt)
    }

    static func names(_ files: [String]) -> String {
        files.count <= 3 ? files.joined(separator: ", ") : "\(files.prefix(2).joined(separator: ", ")) and \(files.count - 2) more"
    }
}

extension LiveReload {
    /// The program built after a save and where the explorer was: set when the explorer ends
    /// for it (`continueInNewProgram` starts it once the terminal and output are restored).
    static var next: (program: String, plan: Plan, handoff: Handoff)?

    /// The explorer ended for a rebuilt program: starts it in this process's place, with the
    /// plan (now naming it) and the handoff in its environment. Returns when nothing is next.
    static func continueInNewProgram() {
        guard let next else { return }
        self.next = nil
        var plan = next.plan
        plan.program = next.program
        setenv(Plan.environmentName, plan.encoded(), 1)
        setenv(Handoff.environmentName, next.handoff.encoded(), 1)
        let arguments = [next.program, "explore"] + plan.explorerArguments
        let argv = arguments.map { strdup($0) } + [nil]
        execv(next.program, argv)
        Console.standardError("rotor: cannot start the rebuilt program \(next.program): \(String(cString: strerror(errno)))\n")
        exit(2)
    }

    /// The new program opens where the old one was: the handed-over screen when it still
    /// exists, its settings, and focus on the same element (by id, else the element with the
    /// same label, else the one nearest its position), which the reader speaks. Returns the
    /// status bar's note: what was saved, how long the reload took, and what the focused element
    /// says now against before.
    /// The session should be opened with `handoff.environmentSettings` (`ScreenSession(…
    /// settings:)`), so the screen's views are made under them, as they were before the save.
    static func resume(_ handoff: Handoff, in session: ScreenSession) -> String {
        // Already in force when the session was opened with them (`Handoff.environmentSettings`).
        let settings = handoff.environmentSettings
        if settings != EnvironmentSettings() { session.environmentOverrides = settings }
        for (setting, choice) in zip(Verbosity.Setting.allCases, handoff.verbosity ?? []) {
            session.verbosity.choose(choice, for: setting)
        }
        if let rotor = handoff.rotor { session.rotorSetting = RotorSetting(named: rotor) }
        let tree = session.tree
        let target: AccessibilityElement? = handoff.focus.flatMap { tree.element(AccessibilityElementID($0)) }
            ?? handoff.label.flatMap { label in label.isEmpty ? nil : tree.allElements.first { $0.label == label } }
            ?? handoff.position.flatMap { tree.allElements.isEmpty ? nil : tree.allElements[min($0, tree.allElements.count - 1)] }
        if let target { session.perform(.focusElement(target.id)) } else { session.appear() }
        let seconds = max(0, Date().timeIntervalSince1970 - handoff.savedAt)
        var note = "Reloaded after saving \(ExplorerController.names(handoff.saved)) (\(String(format: "%.2f", seconds)) s)"
        let now = session.focusedElement.map { ScreenReader.speech(for: $0, in: session.tree).first?.text ?? "" }
        if let before = handoff.reading, let now {
            note += now == before ? "; the focused element reads as before" : ": now \"\(now)\", was \"\(before)\""
        }
        return note
    }
}
