package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                       "https://api.acme.dev/v2",
	"aws_bedrock_short_term_api_key": "bedrock-api-key-YmVkcm9jay5hbWF6b25hd3MuY29tn7735ICykQBMHx3IGcF9/JScOJ5izbWhyDwQvDKO3MoKcSXGHmMTlIQx2rpPt13mt6IR1Nhktt0ksoIYsSgX76CkuJbiQSUnOrAvzljn9uJvjEpD1QG7JAjP0F/HYsrt9VqQIpG+zokPjvdTRCElPksMbTS6aVt1pC1AABWqOTUIVV0iCqCUZid83ilyuDZ5FbWaPqfRnWOn0KyAdRwlryjUeQpIa/Fa0b56VcbBYdh21l/bfvIql2b7+QnDgPpKayD/jdyfabQtdEWjKVh+B40GTB1VQTBJL3CZfZkm2GGgk0wPwQUHbGUkNzvJlpvGP4WQ6sARA5oag8xcCEXsqb76BRn4TlYDBSXEs/1z8ubxdcv==",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
