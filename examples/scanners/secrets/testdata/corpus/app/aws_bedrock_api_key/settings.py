import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

AWS_BEDROCK_API_KEY = "ABSKQmVkcm9ja0FQSUtleS0NVK3zHKV7/6lQgRBpSLymTvh0kj6fkiioI/Ke8t7cvEOOOxHz3FX1nOLv4Ux8LyRA5XFa/Hgexh+8IHmJs1ang+ue1Jnt9fvKQ19kFlOMj8AiP/kvzvvfz0CWNy+5sawKDJuFn7+Lllx6ESpil7ux9sSItRw1YUC7z"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
