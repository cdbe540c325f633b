import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

OCTOPUS_DEPLOY_API_KEY = "API-Y5ACBRY4976NYNS9L4WRI3D9GE"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
