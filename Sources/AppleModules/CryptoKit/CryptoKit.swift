// Apple's module name, so widget code keeps its `import CryptoKit` (a cache key hashed from a URL):
// `SHA256`, with its one-shot and incremental forms and a digest that reads as bytes or hex.
@_exported import WidgetSDK
