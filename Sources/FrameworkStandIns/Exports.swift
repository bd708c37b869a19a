// `import FrameworkStandIns` is what `rotor open` reads `import SwiftData`, `WidgetKit`,
// `AppIntents`, `AVFoundation`, `AVKit` and `Combine` as: Linux has none of them, so this module
// declares the part of each that apps call, over TermUI, which it brings with Foundation as
// `import SwiftUI` brings them on Apple's platforms. Foundation comes through TermUI only: a
// declaration shadows another module's only when every path to that module goes through it,
// so TermUI's `DispatchQueue` and `Timer` are the ones a file sees.
@_exported import TermUI
