import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

CLICKUP_API_TOKEN = "pk_9473705_GYIDJMLEA2ZYP954FPGWGHGANMOLMG93"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
