import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

ZAPIER_WEBHOOK_URL = "hooks.zapier.com/hooks/catch/14859496/6aotnp8y"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
