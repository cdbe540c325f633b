import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

BITBUCKET_CLIENT_SECRET = "Y8q-g2ZWVfiXZDIsElMpj8AmDu7DMIK19NU-e9tfVOX8LtQtFxTAWHl8aUZoOlPr"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
