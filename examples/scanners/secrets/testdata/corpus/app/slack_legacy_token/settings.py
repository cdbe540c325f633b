import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SLACK_LEGACY_TOKEN = "xoxs-695959650712-975695033192-23904082518-62a6443d0b2d66edf3458b19938b8deacdfb062377af35d27a38914c5a1aec11"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
