import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

HUGGINGFACE_ORG_TOKEN = "api_org_4Naq7nKlxoUfxbA2z9vZUEgj2HE0svWaUP"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
