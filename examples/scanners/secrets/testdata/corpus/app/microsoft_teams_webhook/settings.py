import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

MICROSOFT_TEAMS_WEBHOOK = "https://ikyrq4l0wqfhc4yvc6w8g.webhook.office.com/webhookb2/3ed64432-c9f7-4b2c-7ed4-dd7518b5049e@b7fa8f97-7538-1e5b-5af8-0005a2a9fdd8/IncomingWebhook/372369be10ddcd669b2db219dff46a92/28986046-1743-32e1-a8b1-74a666cb4fb0"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
