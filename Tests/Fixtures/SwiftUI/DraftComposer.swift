import SwiftUI

// A screen whose code prints, as an app under development does: on appearing and on Save
// (standard output); on Discard (standard error, an escape sequence, a line without a newline);
// Scribble writes to the terminal itself, past any capture, as a child process might; Flood
// prints far more than a pipe holds in one action.
struct DraftComposer: View {
    @State private var saved = 0

    var body: some View {
        VStack {
            Text("Draft")
                .accessibilityAddTraits(.isHeader)
            Button("Save") {
                saved += 1
                print("Saved draft \(saved)")
            }
            Button("Discard") {
                FileHandle.standardError.write("Discarded draft\n".data(using: .utf8)!)
                print("\u{1B}]2;hijacked\u{07}title")
                print("no newline", terminator: "")
            }
            Button("Scribble") {
                FileHandle(forWritingAtPath: "/dev/tty")?.write("\r\n\r\n\r\nscribbled on the terminal\r\n".data(using: .utf8)!)
            }
            Button("Flood") {
                for line in 1...5000 { print("flood line \(line) of 5000, padded to be long enough to fill a pipe quickly") }
            }
            Text(saved == 0 ? "Not saved" : "Saved \(saved) times")
        }
        .onAppear { print("Composer appeared") }
    }
}

#Preview("Composer") {
    DraftComposer()
}
