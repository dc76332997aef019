// Apple's module name, so widget code keeps its `import AVFoundation`: the audio half (`AVFAudio`: speech,
// players, the audio session), with no audio output on this platform. Video, capture and assets are not provided.
@_exported import AVFAudio
