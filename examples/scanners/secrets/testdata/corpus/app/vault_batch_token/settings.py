import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

VAULT_BATCH_TOKEN = "hvb.r08bgX94xe7oQsD0xBN6LyJ9cp9DSMUyAr3usffS4pskePSi8kW1-gPnJpxd0ftLgwXyHOfM0h17FSrLW37rpFegHAXnFU-sNFK8BVlNessTOp9G1C8puVlwgKeKOq5mFP1XGi5cJ7sHld96OTnbkTIP8sSNA8YEYWX0N3pH2xEmg2KEybaXD2D1y70hcaX-6Path22v-a81EpXQG5WBibPSUAO-GAMrsLOWU-cAqM4bS2tWX7_AYf2v0PDk4qNjjGGd3Y-V"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
