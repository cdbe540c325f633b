import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

CLICKUP_API_TOKEN = "pk_534690_NBE4PLDK1EWB95KMPXS6C0KM4MVAGE6L"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
