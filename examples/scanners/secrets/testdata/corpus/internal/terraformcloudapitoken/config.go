package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                  "https://api.acme.dev/v2",
	"terraform_cloud_api_token": "CONABog96enJUc.atlasv1.ZpE4I0OINIWj_=yPPZcnE3UE5OjPyAI9heZ2x_CFMIOnOinzaoeNic5-SVQ=9-5nFjp9uT",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
