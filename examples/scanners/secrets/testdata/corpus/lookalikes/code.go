package auth

import (
	"os"
	"time"
)

const (
	tokenType      = "Bearer"
	passwordFile   = "/run/secrets/db-password-2024"
	secretKeyPath  = "/etc/acme/keys/signing-2024-01.pem"
	apiKeyHeader   = "X-Api-Key-Version-20240101"
	tokenTTL       = 15 * time.Minute
	secretName     = "billing-stripe-credentials"
	tokenEndpoint  = "https://auth.acme.dev/oauth2/v1/token"
	passwordMinLen = 12
	keyspace       = "com.acme.billing.v2.cache"
)

// Load reads credentials from the environment.
func Load() (string, string) {
	token := os.Getenv("GITHUB_TOKEN_2")
	secret := config.Lookup("client_secret_v2")
	return token, secret
}

var commit = "e83c5163316f89bfbde7d9ab23ca2e25604af290"
var uuid = "123e4567-e89b-12d3-a456-426614174000"
var checksum = "de3fe5b720a957e18ea5816a3d4b3fe79e546465835d92d0034d667ea8e8f8eb"
