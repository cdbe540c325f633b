import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

MICROSOFT_TEAMS_WEBHOOK = "https://5pn1i8t.webhook.office.com/webhookb2/fcd94de8-0569-dee4-a2aa-b1c878c3f1d3@59d28892-ef89-8618-1708-007905213453/IncomingWebhook/554eccd0f1849a1f280a2603d23835fc/9443ce45-20d0-ae62-8a29-46119e4e9e16"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
