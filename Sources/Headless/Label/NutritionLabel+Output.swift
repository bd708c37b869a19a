import Foundation

extension NutritionLabelReport {
    /// "passes in every task", "blocked in 1 of 2 tasks", "not judged".
    public func summary(_ feature: NutritionLabelFeature) -> String {
        switch verdict(feature) {
        case .passes: "passes in every task"
        case .blocked(let blocked): "blocked in \(blocked.count) of \(tasks.count) task\(tasks.count == 1 ? "" : "s")"
        case .notJudged: "not judged: \(feature.notJudged)"
        }
    }

    /// One line of a blocker: its check, the script line and settings, what was found.
    static func line(_ blocker: NutritionLabelBlocker) -> String {
        let place = blocker.line.map { "line \($0), " } ?? ""
        return "\(blocker.check) (\(place)\(blocker.settings)): \(blocker.text)"
    }

    // MARK: Text

    /// A paragraph a feature: its verdict, what Rotor checks, and under each blocked task what
    /// blocks it.
    public var lines: [String] {
        var lines = ["Accessibility Nutrition Labels, judged on \(tasks.count) task\(tasks.count == 1 ? "" : "s"): "
                        + tasks.joined(separator: ", ")]
        for feature in NutritionLabelFeature.allCases {
            lines.append("\(feature.name): \(summary(feature))")
            if let check = feature.check { lines.append("  checks: \(check)") }
            for note in notes[feature, default: []] { lines.append("  note: \(note)") }
            guard case .blocked(let blocked) = verdict(feature) else { continue }
            for task in blocked {
                lines.append("  \(task):")
                lines += blockers(feature, task: task).map { "    " + Self.line($0).replacingOccurrences(of: "\n", with: " ") }
            }
        }
        return lines
    }

    // MARK: JSON

    /// `{"tasks": [...], "features": [{"id", "name", "verdict" ("passes", "blocked", "not
    /// judged"), "check", "blockedTasks", "notes", "blockers": [{"task", "check", "line",
    /// "settings", "text"}]}]}`, keys always in this order.
    public var json: JSONValue {
        .object([
            ("tasks", .array(tasks.map { .string($0) })),
            ("features", .array(NutritionLabelFeature.allCases.map { feature in
                let verdict = verdict(feature)
                let blocked: [String] = if case .blocked(let tasks) = verdict { tasks } else { [] }
                return .object([
                    ("id", .string(feature.rawValue)), ("name", .string(feature.name)),
                    ("verdict", .string(verdict == .passes ? "passes" : verdict == .notJudged ? "not judged" : "blocked")),
                    ("check", .string(feature.check)),
                    ("blockedTasks", .array(blocked.map { .string($0) })),
                    ("notes", .array(notes[feature, default: []].map { .string($0) })),
                    ("blockers", .array(blockers.filter { $0.feature == feature }.map { blocker in
                        .object([("task", .string(blocker.task)), ("check", .string(blocker.check)),
                                 ("line", blocker.line.map { .int($0) } ?? .null), ("settings", .string(blocker.settings)),
                                 ("text", .string(blocker.text))])
                    })),
                ])
            })),
        ])
    }

    // MARK: HTML

    /// One self-contained page: a table of features by task (each cell says its verdict in
    /// words, not by colour alone), then a section a feature with what it checks and what
    /// blocks it. Well-formed XML too, so a test can parse it.
    public var html: String {
        func e(_ text: String) -> String { SVGSnapshot.escape(text) }
        var page = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8"/>
            <meta name="viewport" content="width=device-width, initial-scale=1"/>
            <title>Accessibility Nutrition Labels: Rotor's evidence</title>
            <style>
            body { font: 16px/1.5 system-ui, sans-serif; max-width: 60rem; margin: 2rem auto; padding: 0 1rem; color: #1d1d1f; background: #fff; }
            table { border-collapse: collapse; margin: 1rem 0; }
            th, td { border: 1px solid #6e6e73; padding: .3rem .6rem; text-align: left; vertical-align: top; }
            .passes { color: #1b5e20; } .blocked { color: #b00020; } .not-judged { color: #424245; }
            code { font: 14px ui-monospace, monospace; }
            @media (prefers-color-scheme: dark) { body { color: #f5f5f7; background: #1d1d1f; } .passes { color: #81c784; }
              .blocked { color: #ff8a80; } .not-judged { color: #d2d2d7; } th, td { border-color: #a1a1a6; } }
            </style>
            </head>
            <body>
            <main>
            <h1>Accessibility Nutrition Labels: Rotor's evidence</h1>

            """
        page += "<p>Judged on \(tasks.count) task\(tasks.count == 1 ? "" : "s"): "
            + tasks.map { "<code>\(e($0))</code>" }.joined(separator: ", ") + ".</p>\n"
        page += "<table>\n<caption>Each feature in each task</caption>\n<thead><tr><th scope=\"col\">Feature</th>"
            + tasks.map { "<th scope=\"col\"><code>\(e($0))</code></th>" }.joined() + "</tr></thead>\n<tbody>\n"
        for feature in NutritionLabelFeature.allCases {
            page += "<tr><th scope=\"row\"><a href=\"#\(feature.rawValue)\">\(e(feature.name))</a></th>"
            for task in tasks {
                let cell = feature.check == nil ? ("not-judged", "Not judged")
                    : blockers(feature, task: task).isEmpty ? ("passes", "✓ Passes") : ("blocked", "✗ Blocked")
                page += "<td class=\"\(cell.0)\">\(cell.1)</td>"
            }
            page += "</tr>\n"
        }
        page += "</tbody>\n</table>\n"
        for feature in NutritionLabelFeature.allCases {
            page += "<section id=\"\(feature.rawValue)\">\n<h2>\(e(feature.name)): \(e(summary(feature)))</h2>\n"
            if let check = feature.check { page += "<p>Rotor checks: \(e(check)).</p>\n" }
            for note in notes[feature, default: []] { page += "<p>Note: \(e(note)).</p>\n" }
            if case .blocked(let blocked) = verdict(feature) {
                for task in blocked {
                    page += "<h3><code>\(e(task))</code></h3>\n<ul>\n"
                    page += blockers(feature, task: task).map { "<li>\(e(Self.line($0)))</li>\n" }.joined()
                    page += "</ul>\n"
                }
            }
            page += "</section>\n"
        }
        return page + "</main>\n</body>\n</html>\n"
    }
}
