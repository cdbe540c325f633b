import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

MICROSOFT_TEAMS_WEBHOOK = "https://kunfwhxjvi5-.webhook.office.com/webhookb2/213a6168-c3bf-e045-73f4-7b7a382d5040@0150fe42-f75c-6f4c-4ab6-8e00469fd8ba/IncomingWebhook/fd6e8d2aef43d24654bb61d415433d82/2c1ae1dd-5d2d-5bd0-d1cd-462e37a42851"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
