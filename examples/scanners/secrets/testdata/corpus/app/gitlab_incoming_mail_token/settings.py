import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

GITLAB_INCOMING_MAIL_TOKEN = "glimt-86QL6Fsv-7MVHNAggODit-4jD"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
