import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

ZENDESK_API_TOKEN = "Sb4HPKZnTIYILE9A4j2NfNhrQMpcTs09hi6OQ3ib"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
