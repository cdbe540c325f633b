import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

HUGGINGFACE_ACCESS_TOKEN = "hf_V41iqTshFvAZvCkvu4H1AnmUwaL56egLS5"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
