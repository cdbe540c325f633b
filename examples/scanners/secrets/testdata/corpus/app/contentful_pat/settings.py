import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

CONTENTFUL_PAT = "CFPAT-l4cjKLGx7Q9pGx-zSMIQMwze-zKFzLy6eQxInhMpgK1"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
