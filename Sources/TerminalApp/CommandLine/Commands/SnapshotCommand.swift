import Accessibility
import Foundation
import Headless
import TermUI

/// `rotor snapshot`: the explorer as a terminal of a given size shows it, as SVG or text.
struct SnapshotCommand: RotorCommand {
    struct Options: CommandOptions, HeadlessOptions, TimedOptions {
        var screen = ""
        var keys = ""
        var size = TerminalSize(columns: 160, rows: 48)
        var svg: String?
        var text = false
        var idiom = UIUserInterfaceIdiom.phone
        var date: Date?
        var timeout = CommandTimeout.defaultSeconds
        var timedSubject: String { Self.subject("snapshot", screen: screen) }
    }

    static let name = "snapshot"

    static var declaration: CommandDeclaration<Options> {
        let largest = RotorCommandLine.maximumSnapshotSize
        return CommandDeclaration(
            name: name,
            arguments: .one("SCREEN[:VARIANT]", name: "a screen", \.screen),
            summary: "the explorer exactly as a terminal of that size shows it, after the keys, as SVG or text",
            details: """
                Draws the explorer exactly as a terminal of that size shows it (default 160x48), after
                pressing the keys, as SVG (written to FILE) or as plain text (to stdout).
                Keys: \(ExplorerSnapshot.keyWords.joined(separator: ", ")).
                """,
            options: [
                .value("--keys", .text("\"KEYS\""), \.keys, help: "keys to press first, such as \"next next activate\""),
                .value("--size", .size(columns: 1...largest.columns, rows: 1...largest.rows), \.size,
                       help: "the terminal's size (default 160x48, at most \(largest.columns)x\(largest.rows))"),
                .value("--svg", .file(), \.svg, help: "write an SVG picture to FILE"),
                .flag("--text", \.text, help: "print the cells as text"),
                .idiom(\.idiom),
                .headlessDate(\.date),
                .timeout(\.timeout),
            ],
            sources: .inPlaceOfScreen)
    }

    static func run(_ options: Options, in context: CommandContext) throws -> Int32 {
        let keys = try ExplorerSnapshot.keys(options.keys)
        let (width, height) = (options.size.columns, options.size.rows)
        guard (options.svg != nil) != options.text else {
            throw UsageError(description: "snapshot needs one of --svg FILE or --text")
        }
        let session = try ExplorerSnapshot.session(registry: context.registry, screen: options.screen, width: width,
                                                   height: height, idiom: options.idiom, date: options.startDate)
        let canvas = ExplorerSnapshot.render(session, keys: keys, width: width, height: height)
        if let svgFile = options.svg {
            let svg = SVGSnapshot.svg(canvas, title: "rotor snapshot \(options.screen)")
            try OutputFile.write(svg, to: svgFile)
        } else {
            for row in canvas.rows { context.console.line(row) }
        }
        return 0
    }
}
