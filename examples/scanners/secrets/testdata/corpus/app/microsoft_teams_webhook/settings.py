import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

MICROSOFT_TEAMS_WEBHOOK = "https://gl-vidvwl.webhook.office.com/webhookb2/af13d772-8c26-b64f-6949-45b9e0e646ee@7531f5ea-f64b-c35a-7dc0-5dee03eda1ad/IncomingWebhook/bf244306db9447387a53383e4214a895/2b648fc0-06cc-a648-2a20-3ce286dbfde5"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
