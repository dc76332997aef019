// OpenSSL's libcrypto (Debian's libssl-dev): the SHA-256 digest that pins plugin files.
#include <openssl/evp.h>
