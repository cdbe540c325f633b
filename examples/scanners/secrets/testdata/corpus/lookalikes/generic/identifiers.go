package sign

var (
	BlindKeySignatures = Ed25519.BlindKeySignatures
	DefaultKeySize2048 = rsa.DefaultKeySize2048
)

var tmpl = x509.Certificate{
	KeyUsage:    x509.KeyUsageDigitalSignature,
	ExtKeyUsage: []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
}

const FingerprintKey = "sluiceFindingHash/v1"
const TokenKindRefresh2 = "refreshTokenRotation2"
const secretStoreBackend = "hashicorpVaultKV2Backend"

// Table entries naming constants of the same kind (crypto/x509's tests).
var mismatchTests = []struct{ hexKey, errorContains string }{
	{hexKey: hexPKCS8TestECKey, errorContains: "use ParseECPrivateKey instead"},
	{hexKey: hexECTestPKCS1Key, errorContains: "use ParsePKCS1PrivateKey instead"},
}

var testAPIKey = "jIj0gLBoPXULm6pbKx3Uy7TyNsBB2b2a"
var fakeToken = "OZeTxmCXo0WrNX40CZ4FET7ti4W3slzuWSLyJDdI"
var mockSecret = "1e9984ac6494480c3c9f1af61d14982c"
