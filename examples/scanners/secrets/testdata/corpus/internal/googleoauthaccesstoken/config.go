package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                  "https://api.acme.dev/v2",
	"google_oauth_access_token": "ya29.g4iC_rXQ5c5gtzbsSSOuBKVPv9LSVw0KdX0Wq6fM845Yi95BYHnrqw2sqihfBZo5_fXUYHC2ag2VfnYKzsWvRI2Pqq36HvZu8ULgNoekpXgpyLasAsgOqvy7gSE789mNzoQGnftyArebzdAGA3Q7SCVwuS9HrtAvrudrjJWKrXuAjXCHYwIKxNYyJxKP8QB5RpPFcVFJ8oy",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
