import Headless
import ScreenReader
import Testing
import TermUI

/// One check per row of `ConformanceTable`, by the row's id. Each drives its control's screen
/// through a headless session and expects what the row says Rotor does.
@MainActor
enum ConformanceChecks {
    typealias Check = @MainActor () -> Void
    typealias S = ConformanceScreens

    static var all: [String: Check] {
        var checks: [String: Check] = [:]
        for (id, check) in controls + choosers + presentations {
            #expect(checks[id] == nil, "\(id) is checked once")
            checks[id] = check
        }
        return checks
    }

    static func key(_ control: String, _ behaviour: ConformanceRow.Behaviour) -> String {
        "\(control) · \(behaviour.rawValue)"
    }

    // MARK: Checks every kind of control shares

    /// Focus lands on the element and it says `said`.
    static func arrives(_ screen: ConformanceScreen, saying said: [String]) -> Check {
        { #expect(screen.open().focus(screen.focus) == said) }
    }

    /// Double tap says `said`; `then` checks what it did.
    static func activates(_ screen: ConformanceScreen, saying said: [String],
                          then: @escaping @MainActor (ScreenReaderSession) -> Void = { _ in }) -> Check {
        {
            let reader = screen.focused()
            #expect(reader.activate() == said)
            then(reader)
        }
    }

    /// Double tap does nothing: nothing said, nothing changed.
    static func activationDoesNothing(_ screen: ConformanceScreen) -> Check {
        activates(screen, saying: []) { _ in }
    }

    /// Swipe up and down say nothing and change nothing: not adjustable.
    static func notAdjustable(_ screen: ConformanceScreen) -> Check {
        {
            let reader = screen.focused()
            let before = elementsState(reader), focused = reader.focused
            #expect(reader.increment() == [])
            #expect(reader.decrement() == [])
            #expect(elementsState(reader) == before)
            #expect(reader.focused == focused)
        }
    }

    /// Swipe up says `up`, then swipe down says `down`.
    static func adjusts(_ screen: ConformanceScreen, up: [String], down: [String]) -> Check {
        {
            let reader = screen.focused()
            #expect(reader.increment() == up)
            #expect(reader.decrement() == down)
        }
    }

    /// The element's own rotor settings (Actions, Adjust Value, More Content) and where the
    /// rotor points on it.
    static func rotor(_ screen: ConformanceScreen, own: [RotorSetting], pointsAt setting: RotorSetting) -> Check {
        {
            let reader = screen.focused()
            let offered = reader.session.reader.availableRotorSettings
            #expect(offered.filter { [.actions, .adjustValue, .moreContent].contains($0) } == own)
            #expect(reader.session.reader.currentRotorSetting == setting)
        }
    }

    /// No setting of its own, and the setting the user chose before (Words) is where the rotor
    /// still points on arriving.
    static func noOwnRotorSetting(_ screen: ConformanceScreen) -> Check {
        {
            let reader = screen.open()
            reader.perform(.selectRotor(.words))
            reader.focus(screen.focus)
            let offered = reader.session.reader.availableRotorSettings
            #expect(offered.filter { [.actions, .adjustValue, .moreContent].contains($0) } == [])
            #expect(reader.session.reader.currentRotorSetting == .words)
        }
    }

    /// The scrub says nothing, changes nothing and leaves focus where it is.
    static func noEscape(_ screen: ConformanceScreen) -> Check {
        {
            let reader = screen.focused()
            let before = elementsState(reader), focused = reader.focused
            #expect(reader.escape() == [])
            #expect(elementsState(reader) == before)
            #expect(reader.focused == focused)
        }
    }

    /// The five checks of a control whose adjustment and escape do nothing.
    static func plain(_ control: String, _ screen: ConformanceScreen, arrival: @escaping Check, activation: @escaping Check,
                      rotor: Check? = nil) -> [(String, Check)] {
        [(key(control, .arrival), arrival), (key(control, .activation), activation),
         (key(control, .adjustment), notAdjustable(screen)),
         (key(control, .rotor), rotor ?? noOwnRotorSetting(screen)),
         (key(control, .escape), noEscape(screen))]
    }

    /// True when some element on the screen has exactly this label.
    static func shows(_ reader: ScreenReaderSession, _ label: String) -> Bool {
        reader.element(labeled: label) != nil
    }
}
