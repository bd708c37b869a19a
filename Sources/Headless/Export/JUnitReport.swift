import Foundation

/// `rotor play --junit FILE`: the JUnit XML that CI systems read. One test suite "rotor play";
/// one test case a script, named by its file; one failure an unmet expectation, its message
/// `file:line: expected …` and its text what happened. Every string passes the SVG writer's XML
/// escaper, so a label with `<`, `&` or a control character keeps the file well-formed.
public struct JUnitReport: Sendable {
    public struct TestCase: Sendable {
        public var file: String
        public var failures: [WalkthroughFailure]
        public var seconds: Double

        public init(file: String, failures: [WalkthroughFailure], seconds: Double = 0) {
            self.file = file
            self.failures = failures
            self.seconds = seconds
        }
    }

    public var cases: [TestCase]

    public init(cases: [TestCase]) { self.cases = cases }

    public var xml: String {
        let failed = cases.filter { !$0.failures.isEmpty }.count
        let total = cases.reduce(0) { $0 + $1.seconds }
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<testsuites name="rotor play" tests="\#(cases.count)" failures="\#(failed)" time="\#(Self.seconds(total))">"#,
            #"  <testsuite name="rotor play" tests="\#(cases.count)" failures="\#(failed)" errors="0" time="\#(Self.seconds(total))">"#,
        ]
        for testCase in cases {
            let name = Self.escape(testCase.file)
            let opening = #"    <testcase classname="walkthrough" name="\#(name)" file="\#(name)" time="\#(Self.seconds(testCase.seconds))""#
            guard !testCase.failures.isEmpty else {
                lines.append(opening + "/>")
                continue
            }
            lines.append(opening + ">")
            for failure in testCase.failures {
                let message = Self.escape("\(failure.file):\(failure.line): expected \(failure.expected)")
                lines.append(#"      <failure message="\#(message)" type="expectation">"#
                    + Self.escape("\(failure.file):\(failure.line): expected \(failure.expected)\n  actual: \(failure.actual)")
                    + "</failure>")
            }
            lines.append("    </testcase>")
        }
        lines += ["  </testsuite>", "</testsuites>"]
        return lines.joined(separator: "\n") + "\n"
    }

    static func escape(_ text: String) -> String { SVGSnapshot.escape(text) }

    static func seconds(_ value: Double) -> String { String(format: "%.3f", value) }
}
