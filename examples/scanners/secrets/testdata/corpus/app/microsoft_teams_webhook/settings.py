import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

MICROSOFT_TEAMS_WEBHOOK = "https://5uyv67qn61wzsmlmm5orh7ouj6v574h-pfow-z25.webhook.office.com/webhookb2/924c5897-9c48-0814-23b8-221aa2d8463f@d3b1a1ac-05df-b2e8-a539-d437879bb759/IncomingWebhook/4ed4661190f5e021bea0d86fce4e40b9/207564bd-e9da-b9e4-759f-5e5b07f25317"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
