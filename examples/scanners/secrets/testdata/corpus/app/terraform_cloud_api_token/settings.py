import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

TERRAFORM_CLOUD_API_TOKEN = "f1JLFwLDjPCDZk.atlasv1.BSmTJJa-nOkWyT4KJUW72Of9ccKd-utWhX2HboyETzW7THbx6VZd4YbQkpqUmpWAA2z2zu"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
