import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

OCTOPUS_DEPLOY_API_KEY = "API-RXYWXRXFQ10DTDO04EC698O7E6"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
