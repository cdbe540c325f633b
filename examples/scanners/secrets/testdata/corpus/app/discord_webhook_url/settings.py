import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

DISCORD_WEBHOOK_URL = "discord.com/api/webhooks/46994406344367952/qZbkDimFssH5O50GLMlcW7wx0sBBhUp7V2uxxQxWDQ_MWmmA-EWrwZ2AJEDMiz"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
