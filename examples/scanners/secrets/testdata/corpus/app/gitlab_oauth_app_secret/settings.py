import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

GITLAB_OAUTH_APP_SECRET = "gloas-xzvZrLmrSOT1-RBpgHrxsHtuM-FEvIp-0lz7Q_cHAEiFr_-gvhqZI6pV9hohQtod"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
