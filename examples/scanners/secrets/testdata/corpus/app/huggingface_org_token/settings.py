import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

HUGGINGFACE_ORG_TOKEN = "api_org_yXlLAV5pkK3nfUv9eWHNpQubn2jqyhb9gA"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
