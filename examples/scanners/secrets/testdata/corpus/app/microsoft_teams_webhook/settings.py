import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

MICROSOFT_TEAMS_WEBHOOK = "https://c4yvc6w8gyz84luu5nvq.webhook.office.com/webhookb2/f764b2c2-ed46-d751-b504-e1b7fa8f9787@38c1e5bc-af87-005a-a9fd-8c372369be10/IncomingWebhook/dcd669b2db219dff46a9222898604661/43532e1c-8b1d-4a66-cb4f-0928793f6f32"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
