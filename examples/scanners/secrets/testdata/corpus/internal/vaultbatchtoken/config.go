package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"vault_batch_token": "hvb.AzSZc4U2-ekP0YxNAFrxENbnIvF1x4ciCD0E4xkoXZSEnHp8oae0PPInqf6MDFhak1teOupfIvwt2Yo9qkCyzlBOgg2AulR244P51qIslw0IyF1c0_ujf336zTjkJxvrCQK7Mk7LXind",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
