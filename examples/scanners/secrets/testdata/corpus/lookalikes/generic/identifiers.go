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

var testAPIKey = "rjZFIC0cbCe7yGFYxu6bhw3koeETBMQo"
var fakeToken = "Ll77k97Rean2mEnrkm2Qm0WBiWcj7JhR5e1HY6gS"
var mockSecret = "d85b78a30ecb4e781232b0dd53b1e6ec"
