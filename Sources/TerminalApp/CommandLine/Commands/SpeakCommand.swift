import Accessibility
import Foundation
import Headless
import ScreenReader
import TermUI

/// `rotor speak`: what the reader says reading all, optionally with braille and as a WAV file.
struct SpeakCommand: RotorCommand {
    struct Options: CommandOptions, HeadlessOptions, TimedOptions {
        var screen = ""
        var braille = false
        var brailleTable: String?
        var idiom = UIUserInterfaceIdiom.phone
        var date: Date?
        var speech = SpeechOptions()
        var timeout = CommandTimeout.defaultSeconds
        var timedSubject: String { Self.subject("speak", screen: screen) }
    }

    static let name = "speak"

    static var declaration: CommandDeclaration<Options> {
        CommandDeclaration(
            name: name,
            arguments: .one("SCREEN[:VARIANT]", name: "a screen", \.screen),
            summary: "what the reader says reading all from the top, one utterance a line",
            details: """
                Prints what the reader says reading all from the top, as VoiceOver's read all does: each
                element's description, in reading order, without hints. With --braille, each element's
                line also shows what a braille display shows on it, after " │ " (liblouis must be
                installed). With --wav, also writes it as speech to a WAV file (16-bit mono PCM),
                through libespeak-ng (package libespeak-ng1).
                """,
            options: [
                .flag("--braille", \.braille, help: "add each element's braille line, after ' │ '"),
                .brailleTable(\.brailleTable),
                .idiom(\.idiom),
                .headlessDate(\.date),
                .timeout(\.timeout),
            ] + CommandOption.speech(\.speech),
            sources: .inPlaceOfScreen)
    }

    static func run(_ options: Options, in context: CommandContext) throws -> Int32 {
        let recording = try SpeechRecording(options.speech, libraryName: context.speechLibraryName)
        guard options.braille else {
            if options.brailleTable != nil { throw UsageError(description: "--braille-table needs --braille") }
            let session = try ScreenSession(registry: context.registry, screen: options.screen, idiom: options.idiom,
                                              date: options.startDate)
            let said = session.readToEnd()
            for utterance in said { context.console.line(utterance.text) }
            printProgramOutput(in: context)
            try recording?.write(said)
            return 0
        }
        let louis = try LibLouis.shared.get()
        let table = options.brailleTable ?? LibLouis.defaultTable
        _ = try louis.translate("a", table: table)
        let session = try ScreenSession(registry: context.registry, screen: options.screen, idiom: options.idiom,
                                          date: options.startDate)
        var failure: Error?
        var all: [Utterance] = []
        session.readToEnd { said, focused in
            all += said
            for utterance in said {
                guard utterance.kind == .element, let focused, failure == nil else {
                    context.console.line(utterance.text)
                    continue
                }
                do {
                    let line = ElementBraille.line(for: focused, in: session.tree)
                    context.console.line(utterance.text + RotorCommandLine.brailleSeparator
                        + (try louis.translate(line, table: table)).braille)
                } catch {
                    failure = error
                }
            }
        }
        if let failure { throw failure }
        printProgramOutput(in: context)
        try recording?.write(all)
        return 0
    }

    /// What the app printed while the screen was read, after what the reader said, marked.
    private static func printProgramOutput(in context: CommandContext) {
        for line in context.programOutput?.collect() ?? [] { context.console.line(WalkthroughResult.outputLine(line)) }
    }
}
