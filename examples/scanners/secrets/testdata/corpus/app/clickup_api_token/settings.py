import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

CLICKUP_API_TOKEN = "pk_53507681_H0YCLZ6PEW6UMKYYU2J1WEY7PT876YIL"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
