// Apple's module name, so an intent that speaks or plays a sound keeps its `import AVFAudio`. This platform
// gives plugins no audio output: speech is never heard (the synthesizer cancels each utterance and tells its
// delegate), a player loads its file but does not play, the audio session accepts every setting, and the host's
// log says why.
@_exported import Foundation
@_exported import WidgetSDK
